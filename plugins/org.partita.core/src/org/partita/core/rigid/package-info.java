/**
 * The rigid queue-and-allocator engine ({@link org.partita.core.engine.Simulation}) as a
 * {@link org.partita.core.model.RunModel}: what a pipeline without a stage runs.
 */
package org.partita.core.rigid;
