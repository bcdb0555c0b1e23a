/**
 * Processor sharing of malleable jobs after Corbalán: Equipartition, Equal_efficiency, PDPA, multiprogramming-level
 * policies, gang scheduling and its performance-driven variants.
 */
package org.partita.core.malleable;
