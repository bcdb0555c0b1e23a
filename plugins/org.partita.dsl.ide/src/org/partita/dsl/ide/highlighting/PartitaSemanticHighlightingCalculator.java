package org.partita.dsl.ide.highlighting;

import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.ALLOCATOR;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.DECLARATION;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.METRIC;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.PARAMETER;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.POLICY;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.QUANTITY;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.REFERENCE;

import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.ide.editor.syntaxcoloring.DefaultSemanticHighlightingCalculator;
import org.eclipse.xtext.ide.editor.syntaxcoloring.IHighlightedPositionAcceptor;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.CancelIndicator;
import org.partita.core.strategy.Family;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Chart;
import org.partita.dsl.partita.Cluster;
import org.partita.dsl.partita.Element;
import org.partita.dsl.partita.Expect;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Link;
import org.partita.dsl.partita.MachineUse;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.Param;
import org.partita.dsl.partita.ParameterOverride;
import org.partita.dsl.partita.PartitaPackage;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.PipelineRef;
import org.partita.dsl.partita.PointRange;
import org.partita.dsl.partita.PointValue;
import org.partita.dsl.partita.Quantity;
import org.partita.dsl.partita.Replications;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.WorkloadUse;

import com.google.inject.Inject;

/**
 * Semantic highlighting of experiment files, with the styles of {@link PartitaHighlightingStyles}: declared and
 * referenced names (a claim's pipelines count as references), the policy, allocator and metric names the {@link Catalog} knows, parameter names and
 * quantities. Names the catalog does not know for their statement, and references that do not resolve, get no
 * style, so a misspelling shows as plain text (besides its problem marker). Each position also carries its standard
 * LSP token type and modifiers ({@link LspTokenTypes}) for the language server's semantic tokens.
 */
public class PartitaSemanticHighlightingCalculator extends DefaultSemanticHighlightingCalculator {

    private static final PartitaPackage P = PartitaPackage.eINSTANCE;

    /** The catalog of the registry bound in the injector ({@code PartitaRuntimeModule}). */
    @Inject
    private Catalog catalog;

    @Override
    protected boolean highlightElement(EObject object, IHighlightedPositionAcceptor acceptor,
            CancelIndicator cancelIndicator) {
        if (object instanceof Element || object instanceof Cluster) {
            highlightFeature(acceptor, object, object instanceof Cluster ? P.getCluster_Name() : P.getElement_Name(),
                    LspTokenTypes.ids(DECLARATION, object));
        }
        if (object instanceof Experiment e) {
            reference(acceptor, e, P.getExperiment_Parent());
        } else if (object instanceof MachineUse u) {
            reference(acceptor, u, P.getMachineUse_Ref());
        } else if (object instanceof WorkloadUse u) {
            reference(acceptor, u, P.getWorkloadUse_Ref());
        } else if (object instanceof PipelineRef r) {
            reference(acceptor, r, P.getPipelineRef_Ref());
        } else if (object instanceof Link l) {
            reference(acceptor, l, P.getLink_From());
            reference(acceptor, l, P.getLink_To());
        } else if (object instanceof Spec s) {
            String kind = Models.kindOf(s);
            if (kind != null && s.getName() != null && catalog.get(kind, s.getName()) != null) {
                highlightFeature(acceptor, s, P.getSpec_Name(),
                        ids(Family.ALLOCATE.word().equals(kind) ? ALLOCATOR : POLICY));
            }
        } else if (object instanceof Param) {
            highlightFeature(acceptor, object, P.getParam_Name(), ids(PARAMETER));
        } else if (object instanceof ParameterOverride) {
            highlightFeature(acceptor, object, P.getParameterOverride_Name(), ids(PARAMETER));
        } else if (object instanceof Chart) {
            highlightFeature(acceptor, object, P.getChart_Variable(), ids(PARAMETER));
            metrics(acceptor, object, P.getChart_Metric());
        } else if (object instanceof Measure) {
            metrics(acceptor, object, P.getMeasure_Metrics());
        } else if (object instanceof Replications) {
            metrics(acceptor, object, P.getReplications_Target());
        } else if (object instanceof Expect x) {
            claim(acceptor, x);
        } else if (object instanceof PointValue || object instanceof PointRange) {
            highlightFeature(acceptor, object, object instanceof PointValue ? P.getPointValue_Variable()
                    : P.getPointRange_Variable(), ids(PARAMETER));
        } else if (object instanceof Quantity) {
            // the number as one position (highlightNode would split 0.5 into its three tokens)
            for (INode node : NodeModelUtils.findNodesForFeature(object, P.getQuantity_Value())) {
                acceptor.addPosition(node.getOffset(), node.getLength(), ids(QUANTITY));
            }
            highlightFeature(acceptor, object, P.getQuantity_Unit(), ids(QUANTITY));
        }
        return false;
    }

    /** {@code style} and its LSP token type and modifiers. */
    private static String[] ids(String style) {
        return LspTokenTypes.ids(style, null);
    }

    /**
     * A claim's pipelines (plain names, not cross-references: a reference style when the experiment has a pipeline
     * of that name), its metrics and its sweep variable.
     */
    private void claim(IHighlightedPositionAcceptor acceptor, Expect x) {
        List<PipelineDef> pipelines = x.eContainer() instanceof Experiment e ? Models.pipelines(e) : List.of();
        for (EAttribute feature : List.of(P.getExpect_Subject(), P.getExpect_Other())) {
            Object name = x.eGet(feature);
            pipelines.stream().filter(p -> p.getName() != null && p.getName().equals(name)).findFirst()
                    .ifPresent(p -> highlightFeature(acceptor, x, feature, LspTokenTypes.ids(REFERENCE, p)));
        }
        metrics(acceptor, x, P.getExpect_Metric());
        metrics(acceptor, x, P.getExpect_OtherMetric());
        highlightFeature(acceptor, x, P.getExpect_Variable(), ids(PARAMETER));
    }

    /** The name of a reference whose target resolves. */
    private void reference(IHighlightedPositionAcceptor acceptor, EObject object, EReference feature) {
        Object target = object.eGet(feature, true);
        if (target instanceof EObject t && !t.eIsProxy()) {
            highlightFeature(acceptor, object, feature, LspTokenTypes.ids(REFERENCE, t));
        }
    }

    /** Each metric name of {@code feature} that the catalog knows. */
    private void metrics(IHighlightedPositionAcceptor acceptor, EObject object, EStructuralFeature feature) {
        for (INode node : NodeModelUtils.findNodesForFeature(object, feature)) {
            String name = NodeModelUtils.getTokenText(node);
            if (catalog.get("metric", name) != null) {
                highlightNode(acceptor, node, ids(METRIC));
            }
        }
    }
}
