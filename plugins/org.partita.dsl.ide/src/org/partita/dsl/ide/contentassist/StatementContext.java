package org.partita.dsl.ide.contentassist;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.services.PartitaGrammarAccess;

/**
 * What is being written at a completion offset, read backwards from the tokens before it (the statement may not
 * parse yet): the statement kind ({@code allocate}, {@code arrivals}, …), the innermost policy name written after
 * it, the parameters already given to that name, and the names already listed after {@code measure}.
 */
final class StatementContext {

    /** Stage kind or setting key, or {@code null} outside a policy statement. */
    final String kind;
    /** The innermost policy or distribution name, or {@code null} when none is written yet. */
    final String name;
    /** Parameters already written after {@link #name} (the primary one when a bare value follows the name). */
    final Set<String> given;

    private StatementContext(String kind, String name, Set<String> given) {
        this.kind = kind;
        this.name = name;
        this.given = given;
    }

    /** The non-hidden leaves ending at or before {@code offset}, last first. */
    static List<ILeafNode> leavesBefore(ICompositeNode root, int offset) {
        List<ILeafNode> out = new ArrayList<>();
        for (ILeafNode leaf : root.getLeafNodes()) {
            if (leaf.getEndOffset() > offset) {
                break;
            }
            if (!leaf.isHidden() && leaf.getLength() > 0) {
                out.add(0, leaf);
            }
        }
        return out;
    }

    static StatementContext at(ICompositeNode root, int offset, PartitaGrammarAccess ga, Catalog catalog) {
        String name = null;
        Set<String> given = new LinkedHashSet<>();
        ILeafNode after = null; // the leaf that follows the innermost name
        ILeafNode previous = null;
        for (ILeafNode leaf : leavesBefore(root, offset)) {
            EObject ge = leaf.getGrammarElement();
            AbstractRule rule = ge == null ? null : GrammarUtil.containingRule(ge);
            if (rule == ga.getStageKindRule() || rule == ga.getSettingKeyRule()) {
                String kind = leaf.getText();
                StrategyDescriptor entry = name == null ? null : catalog.get(kind, name);
                if (entry != null && entry.primary() != null && after != null && !isParamName(after, ga)
                        && !"over".equals(after.getText())) {
                    given.add(entry.primary()); // a bare value after the name
                }
                return new StatementContext(kind, name, given);
            }
            if (is(leaf, ga.getSpecAccess().getNameNameParserRuleCall_0_0())) {
                if (name == null) {
                    name = leaf.getText();
                    after = previous;
                }
            } else if (name == null && isParamName(leaf, ga)) {
                given.add(leaf.getText());
            } else if (ge instanceof Keyword k && !allowedInSpec(k, rule, ga)) {
                return new StatementContext(null, null, given);
            }
            previous = leaf;
        }
        return new StatementContext(null, null, given);
    }

    /** Names already written after the nearest {@code measure}, or an empty set. */
    static Set<String> listedMetrics(ICompositeNode root, int offset) {
        Set<String> out = new LinkedHashSet<>();
        for (ILeafNode leaf : leavesBefore(root, offset)) {
            String t = leaf.getText();
            if (t.equals("measure")) {
                return out;
            }
            if (!t.equals(",")) {
                if (leaf.getGrammarElement() instanceof Keyword && !Character.isLetter(t.charAt(0))) {
                    return Set.of();
                }
                out.add(t);
            }
        }
        return Set.of();
    }

    private static boolean isParamName(ILeafNode leaf, PartitaGrammarAccess ga) {
        return is(leaf, ga.getParamAccess().getNameParamNameParserRuleCall_0_0_0())
                || is(leaf, ga.getParamAccess().getNameSizeKeyword_1_0_0());
    }

    /** Whether {@code leaf} (or the data-type rule call around it) is {@code ruleCall}. */
    static boolean is(ILeafNode leaf, EObject ruleCall) {
        for (INode n = leaf; n != null; n = n.getParent()) {
            if (n.getGrammarElement() == ruleCall) {
                return true;
            }
            if (n != leaf && n.getGrammarElement() != null && !(n.getGrammarElement() instanceof org.eclipse.xtext.RuleCall rc
                    && rc.getRule() instanceof org.eclipse.xtext.ParserRule pr && GrammarUtil.isDatatypeRule(pr))) {
                return false;
            }
        }
        return false;
    }

    /** Keywords that can appear inside one spec: {@code over}, value lists, ranges and units. */
    private static boolean allowedInSpec(Keyword k, AbstractRule rule, PartitaGrammarAccess ga) {
        return rule == ga.getSpecRule() || rule == ga.getValuesRule() || rule == ga.getUnitRule()
                || rule == ga.getNumberRule() || rule == ga.getNameRule() || rule == ga.getParamNameRule()
                || rule == ga.getQuantityRule();
    }

}
