package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import com.google.inject.Inject;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.RunDescription;
import org.partita.core.experiment.RunModels;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.model.Pipeline;
import org.partita.core.scenario.ScenarioExperiment;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.partita.Element;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Model;

/**
 * The results store finds a stored run by its fingerprint, which describes every pipeline as text
 * ({@link RunDescription#pipeline}). That text must not change when the pipeline's form does, or every stored run
 * would be simulated again: every pipeline of every example and reproduction file is described here exactly as
 * recorded in {@code resources/pipeline-fingerprints.txt} (queue and allocator parameters, migration, partition,
 * share, mapping and balance stages, a default allocator on a mesh and on a pool).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class PipelineFingerprintTest {

    private static final Path RECORDED = Path.of("resources/pipeline-fingerprints.txt");

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private com.google.inject.Provider<XtextResourceSet> resourceSets;

    @Test
    void everyExamplePipelineIsDescribedAsRecorded() throws Exception {
        Path examples = Snippets.examples();
        List<Path> files;
        try (Stream<Path> s = Files.walk(examples)) {
            files = s.filter(p -> p.toString().endsWith(".partita")).sorted().toList();
        }
        Set<String> lines = new LinkedHashSet<>(); // a file's experiments share most of their pipelines
        for (Path file : files) {
            Model m = parser.parse(Files.readString(file), URI.createFileURI(file.toAbsolutePath().toString()),
                    resourceSets.get());
            assertEquals(List.of(), m.eResource().getErrors(), file + ": syntax errors");
            for (Element el : m.getElements()) {
                if (el instanceof Experiment e) {
                    var experiment = ScenarioExperiment.of(ScenarioReader.read(e));
                    var d = new RunDescription(experiment, new RunModels(StandardStrategies.shared()),
                            ExperimentRunner.Options.inMemory());
                    for (Pipeline p : experiment.pipelines()) {
                        lines.add(examples.relativize(file) + ": " + d.pipeline(p));
                    }
                }
            }
        }
        String actual = String.join("\n", lines) + "\n";
        if (!Files.exists(RECORDED) || !actual.equals(Files.readString(RECORDED))) {
            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target/pipeline-fingerprints.actual.txt"), actual);
        }
        assertEquals(Files.exists(RECORDED) ? Files.readString(RECORDED) : "(nothing recorded)", actual);
    }
}
