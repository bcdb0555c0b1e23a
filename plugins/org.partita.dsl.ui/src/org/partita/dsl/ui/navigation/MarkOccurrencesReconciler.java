package org.partita.dsl.ui.navigation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.reconciler.IReconciler;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.viewers.IPostSelectionProvider;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.swt.widgets.Display;
import org.eclipse.xtext.util.ITextRegion;
import org.partita.dsl.ui.editor.EditorFiles;
import org.partita.dsl.ui.services.References;

/**
 * Mark Occurrences by meaning (the generic editor's {@code highlightReconcilers}, replacing its textual word match):
 * when the caret rests, the occurrences in the file of the element under it (the language's document highlights)
 * are marked with the generic editor's occurrence annotation, a pipeline's names in claims included; a comment that
 * merely contains the same word is not. Follows the editor's "Toggle Mark Occurrences" button.
 */
public class MarkOccurrencesReconciler implements IReconciler {

    /** The generic editor's occurrence annotation type (its colour is set in the editor's preferences). */
    public static final String ANNOTATION_TYPE = "org.eclipse.ui.genericeditor.text";
    private static final String TOGGLE_NODE = "org.eclipse.ui.genericeditor";
    private static final String TOGGLE_KEY = "org.eclipse.ui.genericeditor.togglehighlight";

    private ISourceViewer viewer;
    private Annotation[] shown = new Annotation[0];
    private final ISelectionChangedListener listener = this::selectionChanged;
    private Job job;

    @Override
    public void install(ITextViewer textViewer) {
        if (textViewer instanceof ISourceViewer sv
                && sv.getSelectionProvider() instanceof IPostSelectionProvider provider) {
            viewer = sv;
            provider.addPostSelectionChangedListener(listener);
        }
    }

    @Override
    public void uninstall() {
        if (viewer != null && viewer.getSelectionProvider() instanceof IPostSelectionProvider provider) {
            provider.removePostSelectionChangedListener(listener);
        }
        if (job != null) {
            job.cancel();
        }
        viewer = null;
    }

    @Override
    public IReconcilingStrategy getReconcilingStrategy(String contentType) {
        return null;
    }

    private void selectionChanged(SelectionChangedEvent event) {
        if (!(event.getSelection() instanceof ITextSelection selection) || viewer == null) {
            return;
        }
        IDocument document = viewer.getDocument();
        if (document == null) {
            return;
        }
        if (!Platform.getPreferencesService().getBoolean(TOGGLE_NODE, TOGGLE_KEY, true, null)) {
            show(List.of());
            return;
        }
        long stamp = stamp(document);
        int offset = selection.getOffset();
        if (job != null) {
            job.cancel();
        }
        Display display = viewer.getTextWidget().getDisplay();
        job = Job.create("Mark occurrences", (IProgressMonitor monitor) -> {
            List<ITextRegion> regions = References.highlights(EditorFiles.snapshot(document), offset);
            if (!monitor.isCanceled()) {
                display.asyncExec(() -> {
                    if (viewer != null && viewer.getDocument() == document && stamp(document) == stamp) {
                        show(regions);
                    }
                });
            }
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        job.schedule();
    }

    /** Replaces the marked occurrences by {@code regions}. */
    private void show(List<ITextRegion> regions) {
        IAnnotationModel model = viewer.getAnnotationModel();
        if (model == null) {
            return;
        }
        Map<Annotation, Position> added = new HashMap<>();
        for (ITextRegion r : regions) {
            added.put(new Annotation(ANNOTATION_TYPE, false, "Occurrence"), new Position(r.getOffset(), r.getLength()));
        }
        if (model instanceof IAnnotationModelExtension extension) {
            extension.replaceAnnotations(shown, added);
        } else {
            for (Annotation a : shown) {
                model.removeAnnotation(a);
            }
            added.forEach(model::addAnnotation);
        }
        shown = added.keySet().toArray(Annotation[]::new);
    }

    private static long stamp(IDocument document) {
        return document instanceof IDocumentExtension4 d ? d.getModificationStamp() : 0;
    }

    /** Status of the last computation, for tests: the annotations currently shown. */
    public int shownCount() {
        return shown.length;
    }
}
