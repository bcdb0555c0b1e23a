package org.partita.dsl.generator;

import org.partita.core.scenario.Scenario;

/** The import statements of a generated class: the core's scenario API, and the claim types its claims use. */
final class ImportsCode {

    private ImportsCode() {
    }

    static String imports(Scenario s) {
        StringBuilder b = new StringBuilder("""
                import java.io.IOException;
                import java.nio.file.Path;
                import java.util.List;
                import java.util.Map;

                import org.partita.core.claims.Claim;
                import org.partita.core.claims.ClaimsFile;
                """);
        b.append(ClaimsCode.imports(s.claims()));
        b.append("""
                import org.partita.core.experiment.Experiment;
                import org.partita.core.experiment.ExperimentResult;
                import org.partita.core.experiment.ExperimentRunner;
                import org.partita.core.experiment.ResultFiles;
                import org.partita.core.experiment.RunWorkers;
                import org.partita.core.experiment.StandardStrategies;
                import org.partita.core.metrics.Metric;
                import org.partita.core.scenario.Scenario;
                import org.partita.core.scenario.ScenarioBuilder;
                import org.partita.core.scenario.ScenarioExperiment;
                """);
        if (!(s.workload() instanceof Scenario.TracePlan)) {
            b.append("import org.partita.core.scenario.Value;\n");
        }
        return b.toString();
    }
}
