package org.partita.dsl.generator;

import static org.partita.dsl.generator.JavaExpressions.javaDouble;
import static org.partita.dsl.generator.JavaExpressions.orNull;
import static org.partita.dsl.generator.JavaExpressions.str;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.partita.core.scenario.Scenario;

/**
 * The generated {@code scenario()} method: the interpreter's scenario written as calls of the core's
 * {@link org.partita.core.scenario.ScenarioBuilder} with literal values — data, not decisions. Every value is
 * written, defaults included, so the builder's defaults never apply and the class builds a scenario equal to the
 * interpreter's.
 */
final class ScenarioCode {

    private static final String CALL = "\n                .";

    private ScenarioCode() {
    }

    /** {@code public static Scenario scenario()}. */
    static String method(Scenario s) {
        StringBuilder b = new StringBuilder();
        b.append("    /** The experiment as the interpreter resolved it: the values the core's builder reads. */\n");
        b.append("    public static Scenario scenario() {\n");
        b.append("        return new ScenarioBuilder(").append(str(s.name())).append(")");
        call(b, "machine", JavaExpressions.machine(s.machine()));
        for (Scenario.PipelinePlan p : s.pipelines()) {
            call(b, "pipeline", JavaExpressions.pipeline(p));
        }
        for (int i = 0; i < s.variables().size(); i++) {
            List<String> args = new ArrayList<>(List.of(str(s.variables().get(i))));
            s.values().get(i).forEach(v -> args.add(str(v)));
            call(b, "sweep", String.join(", ", args));
        }
        call(b, "workload", JavaExpressions.workload(s.workload()));
        Scenario.TraitsPlan t = s.traits();
        if (!t.isRigid()) {
            call(b, "traits", "new Scenario.TraitsPlan(" + JavaExpressions.stage(t.structure()) + ", Map.of(), "
                    + JavaExpressions.stage(t.graphs()) + ")");
            t.speedups().forEach((name, points) -> call(b, "speedup", str(name) + ", "
                    + points.stream().map(JavaExpressions::javaDouble).collect(Collectors.joining(", "))));
        }
        call(b, "jobs", s.measured() + "L, " + s.warmup() + "L");
        if (s.stopTime() != Double.POSITIVE_INFINITY) {
            call(b, "stopAt", javaDouble(s.stopTime()));
        }
        if (s.submitWindow() != Double.POSITIVE_INFINITY) {
            call(b, "submitFor", javaDouble(s.submitWindow()));
        }
        if (!Double.isNaN(s.horizon())) {
            call(b, "horizon", javaDouble(s.horizon()));
        }
        Scenario.ReplicationsPlan r = s.replications();
        call(b, "replications", "new Scenario.ReplicationsPlan(" + r.min() + ", " + r.max() + ", "
                + javaDouble(r.confidence()) + ", " + javaDouble(r.within()) + ", Metric." + r.target().name() + ", "
                + r.untilDecided() + ")");
        call(b, "seed", s.seed() + "L");
        s.columns().forEach(m -> call(b, "measure", "Metric." + m.name()));
        for (Scenario.ChartPlan c : s.charts()) {
            call(b, "chart", "new Scenario.ChartPlan(" + str(c.title()) + ", "
                    + (c.metric() == null ? "null" : "Metric." + c.metric().name()) + ", " + str(c.variable()) + ", "
                    + orNull(c.classBy()) + ", " + orNull(c.quantity()) + ")");
        }
        if (s.classes() != null) {
            call(b, "classes", "new Scenario.ClassesPlan(" + str(s.classes().attribute()) + ", List.of("
                    + s.classes().bounds().stream().map(String::valueOf).collect(Collectors.joining(", ")) + "))");
        }
        if (!Double.isNaN(s.timeline())) {
            call(b, "timeline", javaDouble(s.timeline()));
        }
        call(b, "claims", "claims()");
        call(b, "build", "");
        return b.append(";\n    }\n\n").toString();
    }

    private static void call(StringBuilder b, String method, String args) {
        b.append(CALL).append(method).append('(').append(args).append(')');
    }
}
