package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.dsl.interpreter.ScenarioReader;

/** Generated scenario code compiled against the core alone, run, and compared file by file with the interpreter. */
final class GeneratedCode {

    private GeneratedCode() {
    }

    /** The core's classes: a jar, or the bundle folder's {@code target/classes} (as in the reactor build). */
    static Path coreClasses() throws Exception {
        URL url = Experiment.class.getProtectionDomain().getCodeSource().getLocation();
        String s = url.toString().replaceFirst("^reference:", "");
        Path p = Path.of(new URI(s));
        for (Path c : List.of(p, p.resolve("target/classes"), p.resolve("bin"))) {
            if (Files.isRegularFile(c) || Files.exists(c.resolve("org/partita/core/experiment/Experiment.class"))) {
                return c;
            }
        }
        throw new AssertionError("core classes not found from " + url);
    }

    /** Compiles {@code source} against the core alone, runs it, and compares its files with the interpreter's. */
    static ExperimentResult assertEqualsInterpreted(Path dir, org.partita.dsl.partita.Experiment e, String source,
            String cls) throws Exception {
        Path src = dir.resolve("src/partita/generated/" + cls + ".java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, source);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter log = new StringWriter();
        List<String> args = new ArrayList<>(List.of("--release", "21", "-d", classes.toString(), "-cp",
                coreClasses().toString()));
        boolean ok;
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            ok = javac.getTask(log, files, null, args, null, files.getJavaFileObjects(src)).call();
        }
        assertTrue(ok, () -> log + "\n" + source);

        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                GeneratedCode.class.getClassLoader())) {
            Class<?> c = loader.loadClass("partita.generated." + cls + "");
            // the class holds the interpreter's scenario as data: the core's builder reads it back equal
            assertEquals(ScenarioReader.read(e), c.getMethod("scenario").invoke(null), cls);
            Method run = c.getMethod("run", Path.class, int.class);
            run.invoke(null, dir.resolve("generated/" + cls), 2);
        }
        var interpreted = Experiments.run(ScenarioReader.read(e), dir.resolve("interpreted/" + cls), 1);
        assertArrayEquals(Files.readAllBytes(dir.resolve("interpreted/" + cls + "/summary.csv")),
                Files.readAllBytes(dir.resolve("generated/" + cls + "/summary.csv")));
        assertArrayEquals(Files.readAllBytes(dir.resolve("interpreted/" + cls + "/rejected.csv")),
                Files.readAllBytes(dir.resolve("generated/" + cls + "/rejected.csv")));
        for (String sampled : List.of("timeline.csv", "timeline-summary.csv")) {
            Path t = dir.resolve("interpreted/" + cls + "/" + sampled);
            assertEquals(Files.exists(t), Files.exists(dir.resolve("generated/" + cls + "/" + sampled)), sampled);
            if (Files.exists(t)) {
                assertArrayEquals(Files.readAllBytes(t), Files.readAllBytes(dir.resolve("generated/" + cls + "/"
                        + sampled)), sampled);
            }
        }
        Path byClass = dir.resolve("interpreted/" + cls + "/classes.csv");
        assertEquals(Files.exists(byClass), Files.exists(dir.resolve("generated/" + cls + "/classes.csv")));
        if (Files.exists(byClass)) {
            assertArrayEquals(Files.readAllBytes(byClass),
                    Files.readAllBytes(dir.resolve("generated/" + cls + "/classes.csv")));
        }
        Path claims = dir.resolve("interpreted/" + cls + "/claims.csv");
        assertEquals(Files.exists(claims), Files.exists(dir.resolve("generated/" + cls + "/claims.csv")));
        if (Files.exists(claims)) {
            assertArrayEquals(Files.readAllBytes(claims),
                    Files.readAllBytes(dir.resolve("generated/" + cls + "/claims.csv")));
        }
        return interpreted;
    }
}
