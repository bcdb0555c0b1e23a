/** Discrete-event engine: event queue, clock, simulation loop, random streams. */
package org.partita.core.engine;
