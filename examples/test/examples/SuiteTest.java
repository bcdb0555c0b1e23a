package examples;

import org.partita.suite.ExperimentSuite;

/** Runs every experiment of this folder, checks its claims and writes the suite report. */
public class SuiteTest extends ExperimentSuite {
}
