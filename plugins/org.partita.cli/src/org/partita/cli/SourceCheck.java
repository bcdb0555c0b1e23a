package org.partita.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks the claims tables of a document against the experiment files they record ({@link SectionSource}): each
 * recorded file must exist with the recorded fingerprint, the table's {@code --include} globs must select no file it
 * does not record, and a table built with {@code --include} (files that CI does not re-run) must record its files at
 * all (an empty section, the place of a table not generated yet, need not). Tables of a suite's default files record
 * none: CI rebuilds them and compares ({@code --check-docs}).
 */
final class SourceCheck {

    private SourceCheck() {
    }

    /**
     * Adds one line per problem to {@code problems} (file and line of the section, the experiment file, the command
     * that regenerates the table) and returns the number of recorded files found unchanged.
     */
    static int check(Path doc, List<DocsSection.Found> sections, List<String> problems) throws Exception {
        int unchanged = 0;
        Path base = SectionSource.folder(doc);
        for (DocsSection.Found s : sections) {
            int space = s.key().indexOf(' ');
            String include = space < 0 ? null : s.key().substring(space + 1);
            String where = doc + ":" + s.line() + ": the claims of " + s.key();
            if (s.source() == null || s.source().files().isEmpty()) {
                if (include != null && !s.body().isBlank()) { // a placeholder claims nothing yet
                    problems.add(where + " record no fingerprints of their files (CI does not re-run them); run '"
                            + fix(doc, null, s.key()) + "' and commit the document");
                }
                continue;
            }
            Path suite = null;
            Set<Path> recorded = new TreeSet<>();
            for (SectionSource.Fingerprint f : s.source().files()) {
                Path file = base.resolve(f.path()).normalize();
                recorded.add(file);
                suite = suite != null ? suite : suiteOf(file);
                if (!Files.isRegularFile(file)) {
                    problems.add(where + " were generated from " + f.path() + " at commit " + s.source().commit()
                            + "; it no longer exists: run '" + fix(doc, suite, s.key()) + "' and commit the document");
                } else if (!SectionSource.sha256(file).equals(f.sha256())) {
                    problems.add(where + " were generated from " + f.path() + " at commit " + s.source().commit()
                            + " (sha256 " + f.sha256() + "); it has changed since (sha256 " + SectionSource.sha256(file)
                            + "): run '" + fix(doc, suite, s.key()) + "' and commit the document");
                } else {
                    unchanged++;
                }
            }
            if (include != null && Files.isDirectory(suite)) {
                try {
                    for (Path f : SuiteCommand.files(suite, include)) {
                        if (!recorded.contains(f.toAbsolutePath().normalize())) {
                            problems.add(where + " do not cover " + base.relativize(f.toAbsolutePath().normalize())
                                    .toString().replace('\\', '/') + ", which '" + include + "' selects now: run '"
                                    + fix(doc, suite, s.key()) + "' and commit the document");
                        }
                    }
                } catch (UsageException e) {
                    // the glob selects nothing any more: every recorded file is reported gone above
                }
            }
        }
        return unchanged;
    }

    /** The suite folder of an experiment file ({@code DIR/src/main/partita/f.partita} or {@code DIR/f.partita}). */
    static Path suiteOf(Path file) {
        Path dir = file.getParent();
        if (dir.endsWith(Path.of("src", "main", "partita"))) {
            return dir.getParent().getParent().getParent();
        }
        return dir;
    }

    /** The command that regenerates section {@code key} of {@code doc} (suite named by the key when unknown). */
    static String fix(Path doc, Path suite, String key) {
        int space = key.indexOf(' ');
        String name = space < 0 ? key : key.substring(0, space);
        String dir = suite == null ? name : display(suite);
        return "partita suite " + dir + (space < 0 ? "" : " --include '" + key.substring(space + 1) + "'") + " --docs "
                + doc;
    }

    /** {@code p} relative to the working directory when below it. */
    static String display(Path p) {
        Path cwd = Path.of("").toAbsolutePath();
        Path abs = p.toAbsolutePath().normalize();
        return abs.startsWith(cwd) && !abs.equals(cwd) ? cwd.relativize(abs).toString() : abs.toString();
    }
}
