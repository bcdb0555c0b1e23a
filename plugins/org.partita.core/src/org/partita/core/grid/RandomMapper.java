package org.partita.core.grid;

import java.util.random.RandomGenerator;

import org.partita.core.workload.TaskGraph;

/** A reference point: every task on a uniformly drawn processor (one draw per task, in task order). */
public final class RandomMapper implements Mapper {

    private final RandomGenerator random;

    public RandomMapper(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public int[] map(TaskGraph graph, SystemGraph system) {
        int[] m = new int[graph.size()];
        for (int i = 0; i < m.length; i++) {
            m[i] = random.nextInt(system.size());
        }
        return m;
    }
}
