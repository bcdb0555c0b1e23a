package org.partita.dsl.ui.navigation;

import org.eclipse.core.resources.IFile;

/**
 * One row of the references view: a name in a file at {@code offset} ({@code column} in its 1-based {@code line}),
 * the text of that line, and whether it is the declaration.
 */
public record Found(IFile file, int line, int offset, int column, int length, String lineText, boolean declaration) {

    /** The name as written. */
    public String name() {
        return lineText.substring(column, Math.min(lineText.length(), column + length));
    }

    /** {@code file.partita:12: text of the line}, the view's label. */
    public String label() {
        return file.getName() + ":" + line + ": " + lineText.strip() + (declaration ? "  (declaration)" : "");
    }
}
