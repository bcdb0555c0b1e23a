/** Scenarios, sweeps, replications, the parallel runner and result writers. */
package org.partita.core.experiment;
