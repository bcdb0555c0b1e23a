package org.partita.dsl.interpreter;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.partita.core.experiment.Experiment;
import org.partita.core.model.SweepPoint;
import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.ScenarioExperiment;
import org.partita.core.scenario.SyntheticWorkloads;
import org.partita.core.workload.SyntheticWorkload;

/**
 * The offered load of a synthetic experiment at each sweep point — the processor time its jobs ask for per unit of
 * time, over the processors: {@code λ·E[processors]·E[service]/P} for rigid jobs, {@code λ·(E[D] + E[sync])/P}
 * for jobs with a structure. At 1 or more the queue grows without bound, so an experiment measured by a number of
 * completions has no steady state there: its means depend on how long it ran.
 */
public final class OfferedLoad {

    /** One overloaded sweep point. */
    public record Overload(SweepPoint point, double load) {

        /** {@code traffic 1.5 (offered load 1.2)}. */
        public String describe() {
            String where = point.variables().stream().map(v -> v.name() + " " + v.value())
                    .reduce((a, b) -> a + ", " + b).orElse("the only point");
            return String.format(Locale.ROOT, "%s (offered load %.3g)", where, load);
        }
    }

    private OfferedLoad() {
    }

    /**
     * The points of {@code s} whose offered load is 1 or more, in sweep order. Empty for traces and application
     * mixes (their load is what the file says) and for runs ended by a time ({@code stop at}, {@code submit for}),
     * which are transient by design.
     */
    public static List<Overload> overloaded(Scenario s) {
        if (!(s.workload() instanceof Scenario.SyntheticPlan plan) || s.stopTime() != Double.POSITIVE_INFINITY
                || s.submitWindow() != Double.POSITIVE_INFINITY) {
            return List.of();
        }
        Experiment e = ScenarioExperiment.of(s);
        int nodes = e.machine().size();
        List<Overload> out = new ArrayList<>();
        for (SweepPoint p : e.points()) {
            double load = of(plan, p, nodes);
            if (load >= 1) {
                out.add(new Overload(p, load));
            }
        }
        return out;
    }

    /** The offered load of {@code plan} at {@code point} on {@code nodes} processors. */
    public static double of(Scenario.SyntheticPlan plan, SweepPoint point, int nodes) {
        SyntheticWorkload w = SyntheticWorkloads.create(plan, point, nodes);
        double rate = 1 / w.interArrival().mean();
        if (plan.demandLoad()) {
            return rate * (w.service().mean() + SyntheticWorkloads.synchronisationWork(plan, point, w.processors()))
                    / nodes;
        }
        return rate * w.meanProcessors() * w.service().mean() / nodes;
    }
}
