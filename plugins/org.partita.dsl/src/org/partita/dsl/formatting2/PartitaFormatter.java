package org.partita.dsl.formatting2;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.formatting2.AbstractJavaFormatter;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.partita.dsl.partita.Element;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.Model;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.SpeedupTable;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Trace;

/**
 * The canonical layout: one top-level element per paragraph, one statement per line inside braces (indented by a
 * tab), single spaces between tokens, no space before {@code ,}, {@code :} and {@code %}. A block written on one
 * line that fits in {@value #MAX_LINE} columns stays on one line ({@code pipeline FF { queue fcfs allocate
 * first-fit }}), as Xtext formatters commonly keep what the author laid out compactly; a block written over several
 * lines, or too long for one, gets one statement per line.
 */
public class PartitaFormatter extends AbstractJavaFormatter {

    /** Widest line a one-line block may make, a tab counted as 4 columns (the project's line width). */
    public static final int MAX_LINE = 120;

    protected void format(Model model, IFormattableDocument doc) {
        Iterable<ISemanticRegion> all = textRegionExtensions.allSemanticRegions(model);
        for (ISemanticRegion r : all) {
            doc.append(r, it -> {
                it.oneSpace();
                it.lowPriority();
            });
        }
        for (ISemanticRegion r : allRegionsFor(model).keywords(",", ":")) {
            doc.prepend(r, it -> it.noSpace());
        }
        List<Element> elements = model.getElements();
        for (int i = 0; i < elements.size(); i++) {
            Element e = elements.get(i);
            if (i == 0) {
                doc.prepend(e, it -> it.noSpace());
            }
            doc.append(e, i == elements.size() - 1 ? it -> it.setNewLines(1) : it -> it.setNewLines(2));
            doc.format(e);
        }
    }

    protected void format(Experiment e, IFormattableDocument doc) {
        block(e, e.getMembers(), doc);
    }

    protected void format(PipelineDef p, IFormattableDocument doc) {
        block(p, p.getStages(), doc);
    }

    protected void format(Synthetic s, IFormattableDocument doc) {
        block(s, s.getStatements(), doc);
    }

    protected void format(Trace t, IFormattableDocument doc) {
        block(t, t.getStatements(), doc);
    }

    protected void format(Grid g, IFormattableDocument doc) {
        List<EObject> children = new java.util.ArrayList<>(g.getClusters());
        children.addAll(g.getLinks());
        block(g, children, doc);
    }

    protected void format(SpeedupTable t, IFormattableDocument doc) {
        ISemanticRegion open = regionFor(t).keyword("{");
        ISemanticRegion close = regionFor(t).keyword("}");
        doc.append(open, it -> it.oneSpace());
        doc.prepend(close, it -> it.oneSpace());
    }

    protected void format(Quantity q, IFormattableDocument doc) {
        // '10 s' but '95%'
        if ("%".equals(q.getUnit())) {
            doc.prepend(regionFor(q).feature(org.partita.dsl.partita.PartitaPackage.Literals.QUANTITY__UNIT),
                    it -> it.noSpace());
        }
    }

    private void block(EObject owner, List<? extends EObject> children, IFormattableDocument doc) {
        ISemanticRegion open = regionFor(owner).keyword("{");
        ISemanticRegion close = regionFor(owner).keyword("}");
        if (open == null || close == null) {
            return;
        }
        doc.prepend(open, it -> it.oneSpace());
        if (children.isEmpty()) {
            doc.append(open, it -> it.noSpace());
            return;
        }
        if (OneLineBlocks.keep(owner, open, close, MAX_LINE)) {
            doc.append(open, it -> it.oneSpace());
            for (EObject c : children) {
                doc.format(c);
            }
            doc.prepend(close, it -> it.oneSpace());
            return;
        }
        doc.interior(open, close, it -> it.indent());
        doc.append(open, it -> it.newLine());
        for (EObject c : children) {
            doc.append(c, it -> it.newLine());
            doc.format(c);
        }
        doc.prepend(close, it -> it.newLine());
    }
}
