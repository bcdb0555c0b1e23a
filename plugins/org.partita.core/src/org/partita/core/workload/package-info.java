/** Jobs, random streams, distributions, synthetic generators, job structures, speedup models, task graphs. */
package org.partita.core.workload;
