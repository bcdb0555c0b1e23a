package org.partita.dsl.ui.editor;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.text.IDocument;
import org.eclipse.xtext.validation.Issue;
import org.partita.dsl.ui.services.PartitaServices;

/**
 * Re-validates the whole document as the user types (the generic editor's reconciler calls this on a background
 * thread after a short pause): parses the current text with the language's resource set, runs its validator and
 * replaces the file's problem markers; the same parse gives the semantic highlighting, handed to the viewers of
 * the document ({@link SemanticHighlighter}).
 */
public class PartitaReconcilingStrategy extends WholeDocumentStrategy {

    @Override
    protected void reconcileDocument() {
        validate();
    }

    /** Validates the current text; returns the issues (also published as markers when the text is a file). */
    public List<Issue> validate() {
        IDocument doc = document;
        if (doc == null) {
            return List.of();
        }
        IFile file = EditorFiles.fileOf(doc);
        PartitaServices.Snapshot snapshot = EditorFiles.snapshot(doc);
        List<Issue> issues = snapshot.validate();
        try {
            ProblemMarkers.update(file, issues);
        } catch (CoreException e) {
            ILog.of(getClass()).log(e.getStatus());
        }
        SemanticHighlighter.publish(doc, snapshot.text(), snapshot.highlighting());
        return issues;
    }
}
