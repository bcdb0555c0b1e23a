/**
 * Processor sharing of malleable jobs after Corbalán: Equipartition, Equal_efficiency, PDPA, Equip++, Equal_eff++
 * with their multiprogramming-level rules, gang scheduling, PDGS and Compress&amp;Join ({@link
 * org.partita.core.malleable.MalleableSimulation}, registered as {@code share} policies by
 * {@link org.partita.core.malleable.MalleablePolicies}); see docs/malleable.md.
 */
package org.partita.core.malleable;
