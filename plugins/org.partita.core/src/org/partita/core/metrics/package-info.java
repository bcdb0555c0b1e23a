/** Metric definitions, statistics and the invariant checker. */
package org.partita.core.metrics;
