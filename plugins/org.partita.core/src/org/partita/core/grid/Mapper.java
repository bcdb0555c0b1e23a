package org.partita.core.grid;

import org.partita.core.workload.TaskGraph;

/** A static mapper: assigns every task of a task graph to a processor of a system graph. */
public interface Mapper {

    /** The processor of each task ({@code result[task]}), in {@code 0 .. system.size()-1}. */
    int[] map(TaskGraph graph, SystemGraph system);
}
