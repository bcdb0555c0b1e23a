package org.partita.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.partita.core.format.Sha256;

/**
 * Where a generated claims table came from: the commit checked out when it was generated and a fingerprint of each
 * experiment file it was built from. A table that no build re-checks (a suite's paper-size files, run on demand)
 * carries them in its opening marker, one per line, so that a later check can tell when a file has changed since:
 *
 * <pre>
 * commit 82afc7a
 * sha256 0123456789abcdef ../examples/reproductions/ipg/full-t1-cluster-m.partita
 * </pre>
 *
 * The paths are relative to the document's folder; the fingerprint is the first {@value #DIGITS} hex digits of the
 * file's SHA-256.
 *
 * @param commit the short commit id, with {@code -dirty} when an experiment file differed from it, or
 *               {@value #UNKNOWN} when it cannot be read (no git, not a checkout)
 * @param files  the experiment files in name order
 */
public record SectionSource(String commit, List<Fingerprint> files) {

    /** One experiment file: its path relative to the document's folder (with '/'), its shortened SHA-256. */
    public record Fingerprint(String path, String sha256) {
    }

    /** Hex digits kept of a SHA-256: 64 bits, enough to notice an edit, short enough to read. */
    static final int DIGITS = 16;
    static final String UNKNOWN = "unknown";

    /** The source of a table built now from {@code files}, recorded for {@code document}. */
    public static SectionSource of(Path document, List<Path> files) throws IOException {
        Path base = folder(document);
        List<Fingerprint> prints = new ArrayList<>();
        for (Path f : files) {
            prints.add(new Fingerprint(relative(base, f), sha256(f)));
        }
        return new SectionSource(commit(files.isEmpty() ? base : folder(files.get(0)), files), prints);
    }

    /** The lines this source adds to a section's opening marker (each ending in a line break). */
    String lines() {
        StringBuilder b = new StringBuilder("commit ").append(commit).append('\n');
        for (Fingerprint f : files) {
            b.append("sha256 ").append(f.sha256()).append(' ').append(f.path()).append('\n');
        }
        return b.toString();
    }

    /**
     * The source recorded in an opening marker, or null when it records none (a table that CI re-checks by running
     * its suite).
     *
     * @throws IllegalArgumentException naming the line when a recorded line is malformed
     */
    static SectionSource parse(String opening) {
        String commit = null;
        List<Fingerprint> prints = new ArrayList<>();
        List<String> lines = opening.lines().toList();
        for (int i = 1; i < lines.size(); i++) {
            String l = lines.get(i).strip();
            if (l.equals("-->") || l.isEmpty()) {
                continue;
            }
            String[] w = l.split(" ", 3);
            if (w[0].equals("commit") && w.length == 2) {
                commit = w[1];
            } else if (w[0].equals("sha256") && w.length == 3 && w[1].matches("[0-9a-f]+")) {
                prints.add(new Fingerprint(w[2], w[1]));
            } else {
                throw new IllegalArgumentException("line " + (i + 1) + " of the marker is neither 'commit ID' nor "
                        + "'sha256 HEX PATH': " + l);
            }
        }
        return commit == null && prints.isEmpty() ? null : new SectionSource(commit == null ? UNKNOWN : commit, prints);
    }

    /** The first {@value #DIGITS} hex digits of the SHA-256 of the file's bytes. */
    static String sha256(Path file) throws IOException {
        return Sha256.of(file).substring(0, DIGITS);
    }

    /**
     * {@code git rev-parse --short HEAD} in {@code dir}, followed by {@code -dirty} when one of {@code files} differs
     * from that commit (edited or not committed), or {@value #UNKNOWN} without git or a checkout.
     */
    static String commit(Path dir, List<Path> files) {
        String id = git(dir, List.of("rev-parse", "--short", "HEAD"));
        if (id == null || !id.matches("[0-9a-f]{4,40}")) {
            return UNKNOWN;
        }
        List<String> status = new ArrayList<>(List.of("status", "--porcelain", "--"));
        files.forEach(f -> status.add(f.toAbsolutePath().toString()));
        String changed = git(dir, status);
        return changed == null || changed.isEmpty() ? id : id + "-dirty";
    }

    /** What {@code git -C dir ARGS} prints, stripped, or null when it fails or git is missing. */
    private static String git(Path dir, List<String> args) {
        List<String> cmd = new ArrayList<>(List.of("git", "-C", dir.toString()));
        cmd.addAll(args);
        try {
            Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroy();
                return null;
            }
            return p.exitValue() == 0 ? out : null;
        } catch (IOException e) {
            return null; // no git on this machine
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** The folder a document's relative paths start from. */
    static Path folder(Path document) {
        Path parent = document.toAbsolutePath().normalize().getParent();
        return parent == null ? Path.of("").toAbsolutePath() : parent;
    }

    private static String relative(Path base, Path file) {
        return base.relativize(file.toAbsolutePath().normalize()).toString().replace('\\', '/');
    }
}
