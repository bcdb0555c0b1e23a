package org.partita.dsl.ui.editor;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;

/**
 * A reconciling strategy that redoes its work on the whole document whenever the reconciler calls it (an experiment
 * file is small, and the language services work on whole files): {@link #reconcileDocument()} on the initial
 * reconcile and after every change.
 */
abstract class WholeDocumentStrategy implements IReconcilingStrategy, IReconcilingStrategyExtension {

    /** The document being reconciled, or {@code null} before the reconciler sets it. */
    protected IDocument document;

    /** Does the strategy's work on the whole of {@link #document}. */
    protected abstract void reconcileDocument();

    @Override
    public void setDocument(IDocument document) {
        this.document = document;
    }

    @Override
    public void setProgressMonitor(IProgressMonitor monitor) {
        // one experiment file is quick to process; nothing to report
    }

    @Override
    public void initialReconcile() {
        reconcileDocument();
    }

    @Override
    public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
        reconcileDocument();
    }

    @Override
    public void reconcile(IRegion partition) {
        reconcileDocument();
    }
}
