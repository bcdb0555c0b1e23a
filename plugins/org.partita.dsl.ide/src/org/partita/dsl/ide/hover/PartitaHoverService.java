package org.partita.dsl.ide.hover;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.EnumLiteralDeclaration;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.hover.HoverContext;
import org.eclipse.xtext.ide.server.hover.HoverService;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.TextRegion;
import org.partita.dsl.partita.Measure;
import org.partita.dsl.partita.PartitaFactory;
import org.partita.dsl.services.PartitaGrammarAccess;

import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * Hover over a policy or distribution name (meaning, parameters with defaults, paper), a parameter name or value
 * (meaning, default, allowed values, paper), a metric name, a keyword, or a reference (the referenced machine,
 * workload, pipeline or experiment). The texts come from the language's documentation provider, which reads the
 * catalog; this service only decides which element or token is under the cursor.
 */
@Singleton
public class PartitaHoverService extends HoverService {

    @Inject
    private EObjectAtOffsetHelper eObjectAtOffsetHelper;

    @Inject
    private PartitaGrammarAccess ga;

    @Inject
    private IEObjectDocumentationProvider documentation;

    @Override
    protected HoverContext createContext(Document document, XtextResource resource, int offset) {
        if (eObjectAtOffsetHelper.resolveCrossReferencedElementAt(resource, offset) == null) {
            ILeafNode leaf = leafAt(resource, offset);
            if (leaf != null && !leaf.isHidden()) {
                EObject token = token(leaf);
                if (token != null && documentation.getDocumentation(token) != null) {
                    INode node = leaf.getParent() != null && leaf.getParent().getGrammarElement() != null
                            && isMetric(leaf.getParent().getGrammarElement()) ? leaf.getParent() : leaf;
                    return new HoverContext(document, resource, offset,
                            new TextRegion(node.getOffset(), node.getLength()), token);
                }
            }
        }
        return super.createContext(document, resource, offset);
    }

    /**
     * What a single token documents: a keyword or enum literal (not one that is part of a policy name such as
     * {@code mesh} in {@code allocate mesh}), or a metric name (a detached one-metric {@link Measure}). Tokens
     * without documentation (the {@code .} of a number) fall back to the element around them.
     */
    private EObject token(ILeafNode leaf) {
        EObject ge = leaf.getGrammarElement();
        INode parent = leaf.getParent();
        if (parent != null && isMetric(parent.getGrammarElement()) || isMetric(ge)) {
            Measure m = PartitaFactory.eINSTANCE.createMeasure();
            m.getMetrics().add(leaf.getText());
            return m;
        }
        if (ge instanceof Keyword k) {
            AbstractRule rule = GrammarUtil.containingRule(k);
            if (rule == ga.getNameRule() || rule == ga.getParamNameRule()) {
                return null;
            }
            return k.eContainer() instanceof EnumLiteralDeclaration d ? d : k;
        }
        if (ge instanceof EnumLiteralDeclaration d) {
            return d;
        }
        return null;
    }

    private boolean isMetric(EObject ge) {
        return ge == ga.getMeasureAccess().getMetricsNameParserRuleCall_1_0()
                || ge == ga.getMeasureAccess().getMetricsNameParserRuleCall_2_1_0()
                || ge == ga.getChartAccess().getMetricNameParserRuleCall_2_0()
                || ge == ga.getReplicationsAccess().getTargetNameParserRuleCall_5_0_2_1_0()
                || ge == ga.getExpectAccess().getMetricNameParserRuleCall_2_0_3_0()
                || ge == ga.getExpectAccess().getMetricNameParserRuleCall_2_1_2_0()
                || ge == ga.getExpectAccess().getMetricNameParserRuleCall_2_2_1_0()
                || ge == ga.getExpectAccess().getOtherMetricNameParserRuleCall_2_2_6_1_0();
    }

    private static ILeafNode leafAt(XtextResource resource, int offset) {
        IParseResult result = resource.getParseResult();
        if (result == null) {
            return null;
        }
        ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(result.getRootNode(), offset);
        if (leaf != null && leaf.isHidden() && leaf.getOffset() == offset && offset > 0) {
            leaf = NodeModelUtils.findLeafNodeAtOffset(result.getRootNode(), offset - 1);
        }
        return leaf;
    }
}
