package org.partita.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The unpacked release archive the command line runs from ({@code -Dpartita.release}, set by the archive's
 * {@code bin/partita}): its Maven repository ({@code maven/}: the project's artifacts and every third-party artifact
 * a suite build needs) and the Maven it builds suites with ({@code tools/maven/}).
 */
public record ReleaseArchive(Path root) {

    /** The archive the command line runs from, or null when it runs from a checkout. */
    public static ReleaseArchive current() {
        String r = System.getProperty("partita.release");
        return r == null || r.isBlank() ? null : new ReleaseArchive(Path.of(r).toAbsolutePath().normalize());
    }

    /** The archive's Maven repository, read-only: a suite build reads it after the user's own local repository. */
    public Path repository() {
        return root.resolve("maven");
    }

    /** The archive's Maven (3.9), which {@code partita suite} runs. */
    public Path maven() {
        return root.resolve("tools/maven/bin/mvn");
    }

    /**
     * The Maven option that adds the archive's repository behind the local one (Maven >= 3.9's
     * {@code maven.repo.local.tail}): nothing is copied into the user's repository, and the archive is never written.
     */
    public String tailOption() {
        return "-Dmaven.repo.local.tail=" + repository();
    }

    /**
     * The local Maven repository the suite's build will use: {@code -Dmaven.repo.local} of this JVM, else of
     * {@code MAVEN_OPTS} (which the Maven started by {@code partita suite} reads), else {@code ~/.m2/repository}.
     */
    public static Path localRepository() {
        String repo = System.getProperty("maven.repo.local");
        if (repo == null) {
            repo = fromMavenOpts(System.getenv("MAVEN_OPTS"));
        }
        return Path.of(repo != null ? repo : Path.of(System.getProperty("user.home"), ".m2", "repository").toString());
    }

    /** The last {@code -Dmaven.repo.local=} of Maven's options {@code opts}, or null. */
    public static String fromMavenOpts(String opts) {
        String repo = null;
        for (String o : opts == null ? new String[0] : opts.trim().split("\\s+")) {
            if (o.startsWith("-Dmaven.repo.local=") && o.length() > "-Dmaven.repo.local=".length()) {
                repo = o.substring("-Dmaven.repo.local=".length());
            }
        }
        return repo;
    }

    /** {@code command} as the user types it: its bare name when {@code bin} is on the PATH, else its full path. */
    public static String onPath(Path bin, String command) {
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                if (!dir.isEmpty() && Files.isDirectory(Path.of(dir)) && sameFolder(Path.of(dir), bin)) {
                    return command;
                }
            }
        }
        return bin.resolve(command).toString();
    }

    private static boolean sameFolder(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (java.io.IOException e) {
            return false;
        }
    }
}
