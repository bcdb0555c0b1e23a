package org.partita.suite;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What a suite build runs, from system properties the suite's {@code pom.xml} passes to the test runtime:
 * {@code partita.suite.sources} (the folder of experiment files, default {@code src/main/partita}),
 * {@code partita.suite.out} (default {@code target/partita}), {@code partita.suite.include} (comma-separated file
 * names or globs, default every file), {@code partita.suite.threads} (worker threads, default the processors) and
 * {@code partita.suite.share} ({@code false}: every experiment simulates its own runs, none copied from another's
 * store; default {@code true}) and {@code partita.suite.fromStore} ({@code true}: simulate nothing, report the
 * experiments whose runs are all stored and list the others; default {@code false}).
 */
public record SuiteSettings(Path sources, Path out, List<String> include, int threads, boolean share,
        boolean fromStore) {

    /** Settings that share runs between the suite's experiments and simulate what is not stored. */
    public SuiteSettings(Path sources, Path out, List<String> include, int threads) {
        this(sources, out, include, threads, true, false);
    }

    public static SuiteSettings fromSystemProperties() {
        // a plain-Maven suite passes them as partita.suite.files and .workers (org.partita.suite.maven)
        List<String> globs = globs(System.getProperty("partita.suite.files",
                System.getProperty("partita.suite.include", "")));
        String threads = System.getProperty("partita.suite.workers",
                System.getProperty("partita.suite.threads", "")).trim();
        return new SuiteSettings(Path.of(System.getProperty("partita.suite.sources", "src/main/partita")),
                Path.of(System.getProperty("partita.suite.out", "target/partita")), globs,
                threads.isEmpty() || threads.equals("0") ? Runtime.getRuntime().availableProcessors()
                        : Integer.parseInt(threads),
                !System.getProperty("partita.suite.shared", System.getProperty("partita.suite.share", "true")).trim()
                        .equals("false"),
                System.getProperty("partita.suite.storedOnly", System.getProperty("partita.suite.fromStore", "false"))
                        .trim().equals("true"));
    }

    /** The comma-separated file names or globs of {@code include}; none (every file) when blank. */
    public static List<String> globs(String include) {
        List<String> globs = new ArrayList<>();
        for (String g : include.trim().split(",")) {
            if (!g.isBlank() && !g.startsWith("${")) { // an unset Maven property arrives uninterpolated
                globs.add(g.trim());
            }
        }
        return globs;
    }

    /** The included experiment files of {@link #sources()}, sorted by name. */
    public List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(sources)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".partita")).filter(this::includes).sorted()
                    .toList();
        }
    }

    /** Whether experiment file {@code file} (a name in {@link #sources()}) is part of this build. */
    public boolean includes(Path file) {
        if (include.isEmpty()) {
            return true;
        }
        for (String g : include) {
            PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + g);
            if (m.matches(file.getFileName())) {
                return true;
            }
        }
        return false;
    }
}
