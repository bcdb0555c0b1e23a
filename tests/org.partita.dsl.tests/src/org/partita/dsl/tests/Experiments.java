package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.partita.Element;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Model;

/** Parsing, validating and running experiments in the interpreter tests. */
final class Experiments {

    private Experiments() {
    }

    /** The experiment {@code name} of {@code text}, after checking it has no syntax or validation error. */
    static Experiment parse(ParseHelper<Model> parser, ValidationTestHelper validator, String text, String name)
            throws Exception {
        Model m = parser.parse(text);
        assertEquals(List.of(), m.eResource().getErrors(), "syntax errors");
        validator.assertNoErrors(m);
        return find(m, name);
    }

    /** The experiment {@code name} of the example file {@code file}, loaded from the examples folder. */
    static Experiment example(ParseHelper<Model> parser, XtextResourceSet rs, String file, String name)
            throws Exception {
        Path p = Snippets.examples().resolve(file);
        Model m = parser.parse(Files.readString(p), URI.createFileURI(p.toAbsolutePath().toString()), rs);
        assertEquals(List.of(), m.eResource().getErrors(), "syntax errors");
        return find(m, name);
    }

    static Experiment find(Model m, String name) {
        for (Element e : m.getElements()) {
            if (e instanceof Experiment x && x.getName().equals(name)) {
                return x;
            }
        }
        throw new AssertionError("no experiment " + name);
    }

    static Scenario scenario(ParseHelper<Model> parser, ValidationTestHelper validator, String text, String name)
            throws Exception {
        return ScenarioReader.read(parse(parser, validator, text, name));
    }

    static ExperimentResult run(Scenario s, Path out, int threads) throws IOException, InterruptedException {
        return Interpreter.run(s, new Interpreter.RunOptions(out, threads, false, false, false, null));
    }

    static byte[] bytes(Path p) throws IOException {
        return Files.readAllBytes(p);
    }
}
