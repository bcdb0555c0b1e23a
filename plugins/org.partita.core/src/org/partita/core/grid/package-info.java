/**
 * Heterogeneous grids after IPG-SaLaD: Cluster-M mapping of task graphs, Rate-of-Change load balancing, Concurrent
 * Gang scheduling.
 */
package org.partita.core.grid;
