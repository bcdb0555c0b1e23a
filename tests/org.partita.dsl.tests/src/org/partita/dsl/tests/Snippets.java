package org.partita.dsl.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Experiment text shared by the tests. */
final class Snippets {

    static final String WORKLOAD = "workload synthetic { arrivals poisson load 0.5 service exponential mean 5 s "
            + "sides uniform 1 to 32 }";

    private Snippets() {
    }

    /** A valid experiment on a 32 × 32 mesh with {@code pipeline} as its only pipeline. */
    static String experiment(String pipeline) {
        return "experiment E { machine mesh 32 x 32 " + WORKLOAD + " pipeline P { " + pipeline + " } }";
    }

    /** A valid experiment with the workload replaced. */
    static String withWorkload(String workload) {
        return "experiment E { machine mesh 32 x 32 " + workload + " pipeline P { queue fcfs allocate first-fit } }";
    }

    /** The examples folder of the repository (the tests run with the test bundle as working directory). */
    static Path examples() {
        for (Path p : List.of(Path.of("../../examples"), Path.of("examples"), Path.of(System.getProperty("partita.examples", "examples")))) {
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        throw new IllegalStateException("examples folder not found from " + Path.of("").toAbsolutePath());
    }

    static List<Path> exampleFiles() throws IOException {
        try (Stream<Path> s = Files.list(examples())) {
            return s.filter(p -> p.toString().endsWith(".partita")).sorted().toList();
        }
    }

    /** The experiment files of every folder under the examples, the reproduction suites included (no build output). */
    static List<Path> allExampleFiles() throws IOException {
        try (Stream<Path> s = Files.walk(examples())) {
            return s.filter(p -> p.toString().endsWith(".partita"))
                    .filter(p -> !examples().relativize(p).toString().replace('\\', '/').matches("(.*/)?target/.*"))
                    .sorted().toList();
        }
    }

    static String read(Path p) throws IOException {
        return Files.readString(p, StandardCharsets.UTF_8);
    }
}
