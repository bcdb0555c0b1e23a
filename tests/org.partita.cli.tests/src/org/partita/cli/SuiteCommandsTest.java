package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@code partita new-suite} and the checks {@code partita suite} makes before it starts Maven (the Maven build
 * itself is tested end to end by releng/suite-test/run.sh in CI).
 */
class SuiteCommandsTest extends CommandTest {

    @Test
    void newSuiteWritesABuildableLayoutNamedAfterTheFolder() throws Exception {
        Path suite = dir.resolve("my suite");
        assertEquals(0, run("new-suite", suite.toString()), err);
        for (String f : List.of("pom.xml", "META-INF/MANIFEST.MF", "build.properties", "test/suite/SuiteTest.java",
                "src/main/partita/first.partita", ".project", ".gitignore", ".mvn/maven.config")) {
            assertTrue(Files.isRegularFile(suite.resolve(f)), f);
        }
        String pom = Files.readString(suite.resolve("pom.xml"));
        assertTrue(pom.contains("<artifactId>org.partita.suite.parent</artifactId>"), pom);
        assertTrue(pom.contains("<artifactId>my-suite</artifactId>"), pom);
        assertTrue(pom.contains("<version>" + PartitaCommand.Version.VERSION + "</version>"), pom);
        // the parent generates the classes; Tycho reads the project's bundles from the Maven repository only
        assertTrue(!pom.contains("xtext-maven-plugin"), pom);
        // one option a line: Maven 3.9 reads the first as a property; older Maven splits it at the space and stops
        // at the unknown option that names the version needed
        assertEquals(List.of("-Dpartita.prerequisite=Maven-3.9 --Partita-suites-need-Maven-3.9-or-later",
                "-Dtycho.localArtifacts=ignore"), Files.readAllLines(suite.resolve(".mvn/maven.config")));
        // from a checkout, the commands printed work from anywhere: the checkout's launcher by its path
        assertTrue(out.contains("; build it with: "), out);
        assertTrue(Files.readString(suite.resolve("META-INF/MANIFEST.MF")).contains("Bundle-SymbolicName: my-suite"));
        assertEquals("source.. = test/,target/generated-sources/partita/",
                Files.readAllLines(suite.resolve("build.properties")).get(0));
        // the first experiment is valid and its claims are clean
        assertEquals(0, run("validate", suite.resolve("src/main/partita/first.partita").toString()), out + err);
    }

    @Test
    void newSuiteRefusesAFolderThatIsNotEmpty() throws Exception {
        Files.writeString(dir.resolve("keep.txt"), "x");
        assertEquals(2, run("new-suite", dir.toString()));
        assertTrue(err.contains("exists and is not an empty folder"), err);
    }

    @Test
    void suiteNeedsAPomAndValidFilesBeforeMavenStarts() throws Exception {
        assertEquals(2, run("suite", dir.toString()));
        assertTrue(err.contains("has no pom.xml"), err);
        Path suite = dir.resolve("s");
        assertEquals(0, run("new-suite", suite.toString()));
        Path first = suite.resolve("src/main/partita/first.partita");
        Files.writeString(first, Files.readString(first).replace("allocate first-fit", "allocate frist-fit"));
        assertEquals(1, run("suite", suite.toString()));
        assertTrue(err.contains("first.partita:11:36: error: unknown allocation strategy 'frist-fit'"), err);
    }

    @Test
    void aDocumentsSectionIsReplacedBetweenItsMarkersAndTheRestStays() throws Exception {
        DocsSection s = new DocsSection("chang97");
        Path file = Path.of("docs/reproductions.md");
        String doc = "# Title\n\nprose\n" + s.begin() + "\nold table\n" + s.end() + "\nmore prose\n";
        assertEquals("old table\n", s.current(doc, file));
        String updated = s.replace(doc, "| new | table |\n", file);
        assertEquals("# Title\n\nprose\n" + s.begin() + "\n| new | table |\n" + s.end() + "\nmore prose\n", updated);
        assertEquals("| new | table |\n", s.current(updated, file));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new DocsSection("kim-yoon").current(doc, file));
        assertTrue(e.getMessage().startsWith("docs/reproductions.md has no section for kim-yoon"), e.getMessage());
    }

    @Test
    void checkingTheDocumentsNeedsTheDocumentAndAnExistingFile() throws Exception {
        Path suite = dir.resolve("s");
        assertEquals(0, run("new-suite", suite.toString()));
        assertEquals(2, run("suite", suite.toString(), "--check-docs"));
        assertTrue(err.contains("--check-docs needs --docs FILE"), err);
        assertEquals(2, run("suite", suite.toString(), "--docs", dir.resolve("none.md").toString()));
        assertTrue(err.contains("none.md: no such file"), err);
    }

    /** A claim marked not reproduced that holds is a stale mark, counted in the table's count line. */
    @Test
    void staleMarksAreFoundInTheClaimsTable() {
        var marked = new org.partita.core.claims.Comparison("expect A below B on response", "f.partita:3", "A",
                org.partita.core.claims.Relation.BELOW, "B", Double.NaN, org.partita.core.metrics.Metric.RESPONSE,
                null, null, "the model differs");
        var unmarked = new org.partita.core.claims.Comparison("expect A below B on response", "f.partita:4", "A",
                org.partita.core.claims.Relation.BELOW, "B", Double.NaN, org.partita.core.metrics.Metric.RESPONSE,
                null, null, null);
        var holds = org.partita.core.claims.Verdict.HOLDS;
        var fails = org.partita.core.claims.Verdict.FAILS;
        String table = org.partita.core.claims.ClaimsMarkdown.table(List.of(
                new org.partita.core.claims.ClaimsMarkdown.Experiment("E", List.of(
                        new org.partita.core.claims.ClaimOutcome(marked, holds, "A below B", "A 1, B 2"),
                        new org.partita.core.claims.ClaimOutcome(marked, fails, "A below B", "A 2, B 1"),
                        new org.partita.core.claims.ClaimOutcome(unmarked, holds, "A below B", "A 1, B 2")))));
        assertEquals(1, SuiteCommand.staleMarks(table), table);
        assertEquals(0, SuiteCommand.staleMarks(org.partita.core.claims.ClaimsMarkdown.table(List.of(
                new org.partita.core.claims.ClaimsMarkdown.Experiment("E", List.of(
                        new org.partita.core.claims.ClaimOutcome(marked, fails, "A below B", "A 2, B 1")))))));
    }
}
