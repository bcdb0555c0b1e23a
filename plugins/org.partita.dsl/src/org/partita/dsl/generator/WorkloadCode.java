package org.partita.dsl.generator;

import static org.partita.dsl.generator.JavaExpressions.javaDouble;
import static org.partita.dsl.generator.JavaExpressions.javadoc;
import static org.partita.dsl.generator.JavaExpressions.stage;

import java.util.ArrayList;
import java.util.List;

import org.partita.dsl.interpreter.Scenario;
import org.partita.dsl.interpreter.SyntheticWorkloads;

/**
 * The generated workload methods of a synthetic workload or application mix: {@code open}, {@code workload(SweepPoint)}
 * and, when the offered load counts synchronisation, {@code synchronisationWork}. A trace has none.
 */
final class WorkloadCode {

    private WorkloadCode() {
    }

    /** The workload methods of scenario {@code s} ({@code ""} for a trace). */
    static String methods(Scenario s) {
        StringBuilder b = new StringBuilder();
        Scenario.MachinePlan mp = s.machine();
        if (s.workload() instanceof Scenario.MixPlan mp2) {
            b.append("    /** The jobs of one run: the application mix at its sweep point, drawn from the run's streams. */\n");
            b.append("    static JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) {\n");
            b.append("        return workload(point).open(streams);\n    }\n\n");
            b.append("    /** The application mix at {@code point}: λ_i = P·U·share_i / time_i. */\n");
            b.append("    public static CorbalanWorkload workload(SweepPoint point) {\n");
            List<String> apps = new ArrayList<>();
            for (int i = 0; i < mp2.applications().size(); i++) {
                Scenario.ApplicationPlan a = mp2.applications().get(i);
                apps.add("\n                new CorbalanWorkload.Application(" + (i + 1) + ", " + javaDouble(a.time())
                        + ", " + a.request() + ", " + javaDouble(a.share()) + ") /* " + javadoc(a.name()) + " */");
            }
            b.append("        return new CorbalanWorkload(List.of(").append(String.join(",", apps))
                    .append("),\n                ").append(mp2.load().code()).append(", ")
                    .append(mp2.processors() == null ? String.valueOf(nodes(mp))
                            : "(int) " + mp2.processors().code())
                    .append(", Double.POSITIVE_INFINITY);\n    }\n\n");
        } else if (s.workload() instanceof Scenario.SyntheticPlan sp) {
            int nodes = nodes(mp);
            b.append("    /** The jobs of one run: the workload at its sweep point, drawn from the run's streams. */\n");
            b.append("    static JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) {\n");
            b.append("        return workload(point).open(streams);\n    }\n\n");
            b.append("    /** The synthetic workload at {@code point}. */\n");
            b.append("    public static SyntheticWorkload workload(SweepPoint point) {\n");
            b.append(SyntheticWorkloads.code(sp, nodes, "        "));
            b.append("    }\n\n");
            if (SyntheticWorkloads.countsSynchronisation(sp)) {
                b.append("    /** Mean synchronisation work per job, counted by the offered utilisation. */\n");
                b.append("    static double synchronisationWork(SweepPoint point, IntDistribution sizes) {\n");
                b.append("        return org.partita.core.space.JobStructure.of(").append(stage(sp.structure()))
                        .append(".resolve(point))\n                .meanSynchronisationWork(sizes);\n    }\n\n");
            }
        }
        return b.toString();
    }

    /** Number of processors of a machine plan. */
    static int nodes(Scenario.MachinePlan mp) {
        return mp.nodes();
    }
}
