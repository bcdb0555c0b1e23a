/**
 * Adaptive space sharing of Dandamudi and Yu: partition sizing (AP, MAP), job structures run as task graphs on a
 * partition, eager release, bus and ring machines.
 */
package org.partita.core.space;
