/**
 * The run-model contract: pipelines and their stages, sweep points, the {@link org.partita.core.model.RunModel}
 * interface with its {@link org.partita.core.model.ModelContext} and {@link org.partita.core.model.ModelRun}, and
 * the event loop with the
 * run control the event-driven models share. The experiment runner drives every run through it: the rigid engine's
 * ({@code rigid}) and the models of {@code space}, {@code malleable} and {@code grid}.
 */
package org.partita.core.model;
