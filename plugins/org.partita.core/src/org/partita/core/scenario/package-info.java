/**
 * The experiment description ({@link org.partita.core.scenario.Scenario}), its one builder and the core
 * {@link org.partita.core.experiment.Experiment} it stands for: what the language's interpreter fills from a file
 * and what generated Java writes as data.
 */
package org.partita.core.scenario;
