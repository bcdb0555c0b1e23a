package org.partita.dsl.ui.editor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.BadPositionCategoryException;
import org.eclipse.jface.text.DefaultPositionUpdater;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IPositionUpdater;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextInputListener;
import org.eclipse.jface.text.ITextPresentationListener;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextViewerExtension4;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Display;
import org.partita.dsl.ui.services.PartitaServices.Highlight;

/**
 * Draws the language's semantic highlighting over the syntax colouring of one text viewer. The positions come
 * from the reconciling strategy ({@link #publish}) after each parse; they are kept as document positions, so they
 * move with the text until the next parse replaces them, and are merged into every text presentation the viewer
 * applies ({@link ITextPresentationListener}), so the presentation reconciler's repaints keep them. A new set of
 * positions replaces the old one entirely and repaints the viewer: a token that lost its meaning loses its style.
 */
public final class SemanticHighlighter implements ITextPresentationListener, ITextInputListener {

    /** The document position category of the semantic positions. */
    public static final String CATEGORY = "org.partita.dsl.ui.semanticHighlighting";

    /** The highlighters of each open document; an entry goes when its last viewer is disposed or changes input. */
    private static final Map<IDocument, List<SemanticHighlighter>> BY_DOCUMENT = new HashMap<>();

    /** A document position with its style ids. */
    private static final class Styled extends Position {
        final List<String> styles;

        Styled(int offset, int length, List<String> styles) {
            super(offset, length);
            this.styles = styles;
        }
    }

    private final ITextViewer viewer;
    private final IPositionUpdater updater = new DefaultPositionUpdater(CATEGORY);
    private IDocument document;
    private List<Styled> positions = List.of();

    /** Installs on {@code viewer} (which must implement {@link ITextViewerExtension4}); UI thread. */
    public SemanticHighlighter(ITextViewer viewer) {
        this.viewer = viewer;
        ((ITextViewerExtension4) viewer).addTextPresentationListener(this);
        viewer.addTextInputListener(this);
        attach(viewer.getDocument());
    }

    /** Removes this highlighter from its viewer; UI thread. */
    public void dispose() {
        ((ITextViewerExtension4) viewer).removeTextPresentationListener(this);
        viewer.removeTextInputListener(this);
        detach();
    }

    /**
     * Replaces the semantic positions of every viewer of {@code document} by {@code highlights}, computed from the
     * text {@code parsed}; may be called from any thread. Ignored when the document no longer holds that text (a
     * newer parse follows).
     */
    public static void publish(IDocument document, String parsed, List<Highlight> highlights) {
        Display display = Display.getDefault();
        if (display.isDisposed()) {
            return;
        }
        display.asyncExec(() -> {
            if (!document.get().equals(parsed)) {
                return;
            }
            for (SemanticHighlighter h : viewersOf(document)) {
                h.replace(highlights);
            }
        });
    }

    private static synchronized List<SemanticHighlighter> viewersOf(IDocument document) {
        List<SemanticHighlighter> list = BY_DOCUMENT.get(document);
        return list == null ? List.of() : List.copyOf(list);
    }

    private void attach(IDocument doc) {
        if (doc == null || doc == document) {
            return;
        }
        detach();
        document = doc;
        if (!doc.containsPositionCategory(CATEGORY)) {
            doc.addPositionCategory(CATEGORY);
            doc.addPositionUpdater(updater);
        }
        synchronized (SemanticHighlighter.class) {
            BY_DOCUMENT.computeIfAbsent(doc, d -> new CopyOnWriteArrayList<>()).add(this);
        }
    }

    private void detach() {
        IDocument doc = document;
        if (doc == null) {
            return;
        }
        removePositions();
        boolean last;
        synchronized (SemanticHighlighter.class) {
            List<SemanticHighlighter> list = BY_DOCUMENT.get(doc);
            if (list != null) {
                list.remove(this);
            }
            last = list == null || list.isEmpty();
            if (last) {
                BY_DOCUMENT.remove(doc);
            }
        }
        if (last && doc.containsPositionCategory(CATEGORY)) {
            try {
                doc.removePositionCategory(CATEGORY);
            } catch (BadPositionCategoryException e) {
                // removed concurrently: nothing left to do
            }
            doc.removePositionUpdater(updater);
        }
        document = null;
    }

    private void removePositions() {
        for (Styled p : positions) {
            try {
                document.removePosition(CATEGORY, p);
            } catch (BadPositionCategoryException e) {
                break;
            }
        }
        positions = List.of();
    }

    /** UI thread: the new positions replace the old ones and the whole text is repainted. */
    private void replace(List<Highlight> highlights) {
        StyledText widget = viewer.getTextWidget();
        if (document == null || widget == null || widget.isDisposed()) {
            return;
        }
        removePositions();
        List<Styled> added = new ArrayList<>();
        for (Highlight h : highlights) {
            if (SemanticStyles.range(h.offset(), h.length(), h.styles()) == null) {
                continue;
            }
            Styled p = new Styled(h.offset(), h.length(), h.styles());
            try {
                document.addPosition(CATEGORY, p);
                added.add(p);
            } catch (BadLocationException | BadPositionCategoryException e) {
                // outside the current text: skipped
            }
        }
        positions = added;
        viewer.invalidateTextPresentation();
    }

    @Override
    public void applyTextPresentation(TextPresentation presentation) {
        IRegion extent = presentation.getExtent();
        int start = extent.getOffset();
        int end = start + extent.getLength();
        List<StyleRange> merged = new ArrayList<>();
        for (Styled p : positions) {
            int from = Math.max(start, p.getOffset());
            int to = Math.min(end, p.getOffset() + p.getLength());
            if (p.isDeleted() || to <= from) {
                continue;
            }
            merged.add(SemanticStyles.range(from, to - from, p.styles));
        }
        if (!merged.isEmpty()) {
            presentation.mergeStyleRanges(merged.toArray(StyleRange[]::new));
        }
    }

    @Override
    public void inputDocumentAboutToBeChanged(IDocument oldInput, IDocument newInput) {
        detach();
    }

    @Override
    public void inputDocumentChanged(IDocument oldInput, IDocument newInput) {
        attach(newInput);
    }
}
