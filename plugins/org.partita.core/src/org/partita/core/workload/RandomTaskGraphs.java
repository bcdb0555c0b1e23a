package org.partita.core.workload;

import java.util.random.RandomGenerator;

/**
 * Random non-uniform task DAGs for the grid experiments (IPG-SaLaD digest §6: "nonuniform random task graphs
 * ranging from 100 to 1000 nodes"; the generator is not given). This one: {@code n} tasks with work drawn from
 * {@code work}; for every pair {@code i < j} an edge {@code i → j} with probability {@code edgeProbability} and
 * data drawn from {@code data}. Draws come from one stream, in the order: all task works, then pairs in
 * {@code (i, j)} lexicographic order (one uniform per pair, one data draw per edge).
 */
public final class RandomTaskGraphs {

    private RandomTaskGraphs() {
    }

    public static TaskGraph generate(int n, double edgeProbability, RealDistribution work, RealDistribution data,
            RandomGenerator random) {
        if (n < 0 || !(edgeProbability >= 0 && edgeProbability <= 1)) {
            throw new IllegalArgumentException("need n >= 0 and an edge probability in [0, 1]");
        }
        TaskGraph g = new TaskGraph();
        for (int i = 0; i < n; i++) {
            g.add("task", work.sample(random));
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (random.nextDouble() < edgeProbability) {
                    g.edge(i, j, data.sample(random));
                }
            }
        }
        return g;
    }
}
