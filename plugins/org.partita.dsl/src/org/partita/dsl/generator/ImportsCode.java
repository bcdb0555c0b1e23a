package org.partita.dsl.generator;

import org.partita.dsl.interpreter.Scenario;

/** The import statements of a generated class: those its scenario's workload, machine and traits need. */
final class ImportsCode {

    private ImportsCode() {
    }

    static String imports(Scenario s) {
        StringBuilder b = new StringBuilder();
        boolean trace = s.workload() instanceof Scenario.TracePlan;
        boolean mix = s.workload() instanceof Scenario.MixPlan;
        boolean window = s.submitWindow() != Double.POSITIVE_INFINITY;
        boolean traits = !s.traits().isRigid();
        boolean stages = s.pipelines().stream().anyMatch(p -> !p.stages().isEmpty()) || traits;
        boolean random = s.machine().random() != null;
        boolean grid = s.machine().isGrid() && !random;
        b.append("""
                import java.io.IOException;
                import java.nio.file.Path;
                """);
        if (traits) {
            b.append("import java.util.LinkedHashMap;\n");
        }
        b.append("""
                import java.util.List;
                import java.util.Map;

                import org.partita.core.alloc.AllocatorRegistry;
                import org.partita.core.claims.Claim;
                """);
        b.append(ClaimsCode.imports(s.claims()));
        if (s.replications().untilDecided() && !s.claims().isEmpty()) {
            b.append("import org.partita.core.claims.UndecidedPoints;\n");
        }
        b.append("""
                import org.partita.core.engine.SimulationConfig;
                import org.partita.core.experiment.Experiment;
                import org.partita.core.experiment.ExperimentResult;
                import org.partita.core.experiment.ExperimentRunner;
                import org.partita.core.experiment.Replications;
                import org.partita.core.experiment.ResultFiles;
                """);
        if (trace) {
            b.append("import org.partita.core.experiment.TraceWorkload;\n");
        }
        if (window) {
            b.append("import org.partita.core.experiment.WindowedWorkload;\n");
        }
        if (!trace) {
            b.append("import org.partita.core.experiment.WorkloadFactory;\n");
        }
        b.append("import org.partita.core.machine.Cluster;\n");
        if (grid) {
            b.append("import org.partita.core.machine.Link;\n");
        }
        b.append("import org.partita.core.machine.Machine;\n");
        if (random) {
            b.append("import org.partita.core.machine.RandomGrid;\n");
        }
        b.append("import org.partita.core.machine.Topology;\n");
        if (mix) {
            b.append("import org.partita.core.malleable.CorbalanWorkload;\n");
        }
        b.append("import org.partita.core.metrics.Metric;\n");
        b.append("import org.partita.core.model.Pipeline;\n");
        if (stages) {
            b.append("import org.partita.core.model.Stage;\n");
        }
        b.append("import org.partita.core.model.SweepPoint;\n");
        if (traits) {
            b.append("import org.partita.core.model.WorkloadTraits;\n");
        }
        if (mix) {
            b.append("""
                    import org.partita.core.workload.JobSource;
                    import org.partita.core.workload.RandomStreams;
                    import org.partita.core.workload.RejectionSink;
                    """);
        } else if (!trace) {
            b.append("""
                    import org.partita.core.workload.Distributions;
                    import org.partita.core.workload.IntDistribution;
                    import org.partita.core.workload.JobSource;
                    import org.partita.core.workload.LoadConversions;
                    import org.partita.core.workload.RandomStreams;
                    import org.partita.core.workload.RealDistribution;
                    import org.partita.core.workload.RejectionSink;
                    """);
        } else {
            b.append("import org.partita.core.workload.RandomStreams;\n");
        }
        b.append("import org.partita.core.workload.ShapeRule;\n");
        if (traits) {
            b.append("import org.partita.core.workload.SpeedupModel;\n");
            b.append("import org.partita.core.workload.SpeedupTable;\n");
        }
        if (!trace && !mix) {
            b.append("import org.partita.core.workload.SyntheticWorkload;\n");
        }
        return b.toString();
    }
}
