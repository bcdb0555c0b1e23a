package org.partita.dsl.tests;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * A folder of two experiment files whose claims name pipelines (declared in the other file, referenced, inherited,
 * or an experiment's own of the same name), for the references and document highlight tests.
 */
final class ClaimsFolder {

    static final String PIPELINES = """
            pipeline FF { queue fcfs allocate first-fit }
            pipeline AS { queue fcfs allocate adaptive-scan }
            """;

    static final String EXPERIMENTS = """
            experiment A {
            	machine mesh 8 x 8
            	workload synthetic { arrivals poisson load 0.3, 0.5 service exponential mean 5 s sides uniform 1 to 8 }
            	pipeline FF
            	pipeline AS
            	expect FF below AS on response
            	expect AS not below FF on wait at load 0.5
            	expect FF increasing on response over load
            }

            experiment B extends A {
            	expect FF below 10 s on wait
            }

            experiment C extends A {
            	pipeline FF { queue sjf allocate first-fit }
            	expect FF below 10 s on wait
            }
            """;

    private ClaimsFolder() {
    }

    /**
     * The position of {@code word} in the {@code n}-th (from 0) line of {@code text} that contains {@code line}; the
     * word is searched from the line's start unless {@code after} is given.
     */
    static Position at(String text, String line, int n, String after, String word) {
        String[] lines = text.split("\n", -1);
        int seen = 0;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(line) && seen++ == n) {
                int from = after == null ? 0 : lines[i].indexOf(after) + after.length();
                return new Position(i, lines[i].indexOf(word, from));
            }
        }
        throw new IllegalArgumentException("no line " + n + " with '" + line + "'");
    }

    static Position at(String text, String line, String word) {
        return at(text, line, 0, null, word);
    }

    /** {@code file:line:character-character}, a range as tests compare it (lines from 0). */
    static String label(String file, Range r) {
        return file + ":" + r.getStart().getLine() + ":" + r.getStart().getCharacter() + "-" + r.getEnd().getCharacter();
    }

    /** The label of {@code word} at {@code p}. */
    static String label(String file, Position p, String word) {
        return file + ":" + p.getLine() + ":" + p.getCharacter() + "-" + (p.getCharacter() + word.length());
    }
}
