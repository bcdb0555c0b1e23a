package ipg;

import org.partita.suite.ExperimentSuite;

/** Runs the included experiments of this folder, checks their claims and writes the suite report. */
public class SuiteTest extends ExperimentSuite {
}
