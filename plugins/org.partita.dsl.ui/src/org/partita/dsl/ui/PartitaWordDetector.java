package org.partita.dsl.ui;

import org.eclipse.jface.text.rules.IWordDetector;

/** Words of the Partita language: identifiers and hyphenated policy names ({@code equal-eff++}). */
final class PartitaWordDetector implements IWordDetector {

    @Override
    public boolean isWordStart(char c) {
        return Character.isLetter(c) || c == '_';
    }

    @Override
    public boolean isWordPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '+';
    }
}
