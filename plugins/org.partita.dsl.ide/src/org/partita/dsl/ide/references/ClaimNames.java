package org.partita.dsl.ide.references;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.ITextRegion;
import org.eclipse.xtext.util.TextRegion;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Expect;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.PartitaPackage;
import org.partita.dsl.partita.PipelineDef;

/**
 * Where claims name a pipeline. An {@code expect} names its pipelines as plain words ({@code expect FSL below FF on
 * response}), not as cross-references, because a claim may compare a pipeline with a bound instead; a word names a
 * pipeline when the claim's experiment has that pipeline ({@link Models#pipelines}: its own, referenced or
 * inherited). Rename, references and occurrences all follow claims through here.
 */
public final class ClaimNames {

    private static final List<EAttribute> WORDS = List.of(PartitaPackage.Literals.EXPECT__SUBJECT,
            PartitaPackage.Literals.EXPECT__OTHER);

    private ClaimNames() {
    }

    /** The claims in {@code r} that name {@code pipeline} by {@code name}, in experiments that have it. */
    public static List<Expect> claimsNaming(Resource r, PipelineDef pipeline, String name) {
        return r.getContents().stream().flatMap(m -> m.eContents().stream())
                .filter(Experiment.class::isInstance).map(Experiment.class::cast)
                .filter(e -> Models.pipelines(e).contains(pipeline))
                .flatMap(e -> e.getMembers().stream()).filter(Expect.class::isInstance).map(Expect.class::cast)
                .filter(x -> name.equals(x.getSubject()) || name.equals(x.getOther())).toList();
    }

    /** The text regions in {@code r} of the claim words naming {@code pipeline}, in document order. */
    public static List<ITextRegion> regions(Resource r, PipelineDef pipeline) {
        String name = pipeline.getName();
        List<ITextRegion> out = new ArrayList<>();
        if (name == null) {
            return out;
        }
        for (Expect claim : claimsNaming(r, pipeline, name)) {
            for (EAttribute word : WORDS) {
                if (name.equals(claim.eGet(word))) {
                    for (INode node : NodeModelUtils.findNodesForFeature(claim, word)) {
                        out.add(new TextRegion(node.getOffset(), node.getLength()));
                    }
                }
            }
        }
        out.sort((a, b) -> Integer.compare(a.getOffset(), b.getOffset()));
        return out;
    }

    /**
     * The pipeline named by the claim word at {@code offset} of {@code r} (the caret on it or right after it);
     * {@code null} when there is none, or the word names no pipeline of the claim's experiment.
     */
    public static PipelineDef pipelineAt(XtextResource r, int offset) {
        Word word = wordAt(r, offset);
        return word == null ? null : word.pipeline();
    }

    /** A claim word and the pipeline it names. */
    public record Word(ITextRegion region, PipelineDef pipeline) {
    }

    /**
     * The claim word at {@code offset} of {@code r} (the caret on it or right after it) with the pipeline it names;
     * {@code null} when there is none, or the word names no pipeline of the claim's experiment.
     */
    public static Word wordAt(XtextResource r, int offset) {
        IParseResult parse = r.getParseResult();
        if (parse == null) {
            return null;
        }
        for (int at : new int[] {offset, offset - 1}) {
            ILeafNode leaf = at < 0 ? null : NodeModelUtils.findLeafNodeAtOffset(parse.getRootNode(), at);
            EObject element = leaf == null || leaf.isHidden() ? null : NodeModelUtils.findActualSemanticObjectFor(leaf);
            if (element instanceof Expect claim) {
                Word named = named(claim, leaf);
                if (named != null) {
                    return named;
                }
            }
        }
        return null;
    }

    private static Word named(Expect claim, ILeafNode leaf) {
        Experiment experiment = EcoreUtil2.getContainerOfType(claim, Experiment.class);
        for (EAttribute word : WORDS) {
            for (INode node : NodeModelUtils.findNodesForFeature(claim, word)) {
                if (node.getOffset() <= leaf.getOffset() && leaf.getEndOffset() <= node.getEndOffset()
                        && experiment != null) {
                    Object name = claim.eGet(word);
                    return Models.pipelines(experiment).stream().filter(p -> name != null && name.equals(p.getName()))
                            .findFirst().map(p -> new Word(new TextRegion(node.getOffset(), node.getLength()), p))
                            .orElse(null);
                }
            }
        }
        return null;
    }
}
