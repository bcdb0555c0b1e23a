/**
 * The run-model contract: pipelines and their stages, sweep points, the {@link org.partita.core.model.RunModel}
 * interface with its {@link org.partita.core.model.ModelContext} and {@link org.partita.core.model.ModelRun}, policy
 * descriptions and the event loop the models share. The experiment runner drives the models of {@code space},
 * {@code malleable} and {@code grid} through it.
 */
package org.partita.core.model;
