/** Discrete-event engine: event queue, clock, simulation loop. */
package org.partita.core.engine;
