package org.partita.dsl.formatting2;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.Model;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Trace;

/**
 * Whether a braced block stays on one line: it was written on one line, and the statement that opens it (from its
 * first keyword, {@code pipeline FF {…}}, {@code workload synthetic {…}}) fits in the line width once its spaces are
 * normalised and it is indented by its depth.
 */
final class OneLineBlocks {

    private static final int TAB_WIDTH = 4;

    private OneLineBlocks() {
    }

    static boolean keep(EObject owner, ISemanticRegion open, ISemanticRegion close, int maxLine) {
        String text = open.getTextRegionAccess().regionForDocument().getText();
        if (text.substring(open.getOffset(), close.getEndOffset()).indexOf('\n') >= 0) {
            return false;
        }
        EObject statement = owner instanceof Synthetic || owner instanceof Trace || owner instanceof Grid
                ? owner.eContainer() : owner;
        ICompositeNode node = NodeModelUtils.findActualNodeFor(statement);
        int start = node == null ? open.getOffset() : Math.min(node.getOffset(), open.getOffset());
        String written = text.substring(start, close.getEndOffset()).strip().replaceAll("\\s+", " ");
        return depth(statement) * TAB_WIDTH + written.length() <= maxLine;
    }

    /** How many blocks enclose {@code o}: the tabs it is indented by. */
    private static int depth(EObject o) {
        int depth = 0;
        for (EObject c = o.eContainer(); c != null && !(c instanceof Model); c = c.eContainer()) {
            if (c instanceof Experiment || c instanceof PipelineDef || c instanceof Synthetic || c instanceof Trace
                    || c instanceof Grid) {
                depth++;
            }
        }
        return depth;
    }
}
