package org.partita.dsl.ui.editor;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.xtext.validation.Issue;
import org.partita.dsl.ui.services.PartitaServices;

/**
 * Re-validates the whole document as the user types (the generic editor's reconciler calls this on a background
 * thread after a short pause): parses the current text with the language's resource set, runs its validator and
 * replaces the file's problem markers; the same parse gives the semantic highlighting, handed to the viewers of
 * the document ({@link SemanticHighlighter}).
 */
public class PartitaReconcilingStrategy implements IReconcilingStrategy, IReconcilingStrategyExtension {

    private IDocument document;

    @Override
    public void setDocument(IDocument document) {
        this.document = document;
    }

    @Override
    public void setProgressMonitor(IProgressMonitor monitor) {
        // validation of one experiment file is quick; nothing to report
    }

    @Override
    public void initialReconcile() {
        validate();
    }

    @Override
    public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
        validate();
    }

    @Override
    public void reconcile(IRegion partition) {
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
