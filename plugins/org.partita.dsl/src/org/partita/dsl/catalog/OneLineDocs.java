package org.partita.dsl.catalog;

import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * One-line summaries of a catalog entry and of a parameter, as content assist proposals and the hover's lists of
 * alternatives show them; written here once for both.
 */
public final class OneLineDocs {

    private OneLineDocs() {
    }

    /** One line: the first clause of the entry's meaning and its paper. */
    public static String entry(StrategyDescriptor e) {
        return firstClause(e.description()) + " [" + e.paper() + "]";
    }

    /** One line: default (or required) and the first clause of the meaning. */
    public static String param(Parameter p) {
        return (p.defaultValue() == null ? "required" : "default " + p.defaultValue()) + " — " + firstClause(p.doc());
    }

    private static String firstClause(String doc) {
        int cut = doc.indexOf(';');
        return cut > 0 ? doc.substring(0, cut) : doc;
    }
}
