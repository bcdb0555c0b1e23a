package org.partita.dsl.ui.editor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextViewerLifecycle;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotationModel;
import org.eclipse.jface.text.source.projection.ProjectionViewer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.xtext.util.ITextRegion;
import org.partita.dsl.ui.services.PartitaServices;

/**
 * Folding regions from the language's {@code IFoldingRangeProvider} (multi-line blocks and comments), kept in the
 * viewer's projection annotation model.
 */
public class PartitaFoldingStrategy extends WholeDocumentStrategy implements ITextViewerLifecycle {

    private ProjectionViewer viewer;
    private final Map<Annotation, Position> current = new HashMap<>();

    @Override
    public void install(ITextViewer textViewer) {
        if (textViewer instanceof ProjectionViewer pv) {
            this.viewer = pv;
        }
    }

    @Override
    public void uninstall() {
        viewer = null;
    }

    @Override
    protected void reconcileDocument() {
        update();
    }

    /** The foldable regions of {@code document}, widened to whole lines; regions within one line are dropped. */
    public static List<Position> regions(IDocument document) {
        List<Position> out = new ArrayList<>();
        for (ITextRegion r : EditorFiles.snapshot(document).folding()) {
            try {
                int first = document.getLineOfOffset(r.getOffset());
                int last = document.getLineOfOffset(r.getOffset() + r.getLength());
                if (last > first) {
                    int start = document.getLineOffset(first);
                    int end = last + 1 < document.getNumberOfLines() ? document.getLineOffset(last + 1)
                            : document.getLength();
                    out.add(new Position(start, end - start));
                }
            } catch (BadLocationException e) {
                // the document changed meanwhile; the next reconcile fixes it
            }
        }
        return out;
    }

    private void update() {
        IDocument doc = document;
        ProjectionViewer v = viewer;
        if (doc == null || v == null) {
            return;
        }
        List<Position> regions = regions(doc);
        Display display = v.getTextWidget() == null ? null : v.getTextWidget().getDisplay();
        if (display == null || display.isDisposed()) {
            return;
        }
        display.asyncExec(() -> {
            ProjectionAnnotationModel model = v.getProjectionAnnotationModel();
            if (model == null) {
                return;
            }
            Map<Annotation, Position> added = new HashMap<>();
            for (Position p : regions) {
                added.put(new ProjectionAnnotation(), p);
            }
            model.modifyAnnotations(current.keySet().toArray(Annotation[]::new), added, null);
            current.clear();
            current.putAll(added);
        });
    }
}
