/** Machines and their topologies, with explicit node ids. */
package org.partita.core.machine;
