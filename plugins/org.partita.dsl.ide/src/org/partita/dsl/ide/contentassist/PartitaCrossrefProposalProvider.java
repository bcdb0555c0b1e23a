package org.partita.dsl.ide.contentassist;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.CrossReference;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeCrossrefProposalProvider;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.partita.dsl.partita.PartitaPackage;

import com.google.inject.Inject;

/**
 * Proposals for references to named machines, workloads, pipelines, experiments and grid clusters: what the
 * element is ({@code machine: mesh 32 x 32 (1024 processors)}) as description, its documentation when it is loaded.
 */
public class PartitaCrossrefProposalProvider extends IdeCrossrefProposalProvider {

    @Inject
    private IEObjectDocumentationProvider documentation;

    @Override
    protected ContentAssistEntry createProposal(IEObjectDescription candidate, CrossReference crossRef,
            ContentAssistContext context) {
        ContentAssistEntry entry = super.createProposal(candidate, crossRef, context);
        if (entry == null) {
            return null;
        }
        EObject target = candidate.getEObjectOrProxy();
        String what = kind(candidate);
        String doc = target == null || target.eIsProxy() ? null : documentation.getDocumentation(target);
        String summary = doc == null ? null : CatalogDocs.firstSentence(doc);
        entry.setDescription(summary == null || summary.isBlank() ? what : what + ": " + summary);
        if (doc != null) {
            entry.setDocumentation(doc);
        }
        return entry;
    }

    private static String kind(IEObjectDescription d) {
        var c = d.getEClass();
        if (PartitaPackage.Literals.MACHINE_DEF.isSuperTypeOf(c)) {
            return "machine";
        }
        if (PartitaPackage.Literals.WORKLOAD_DEF.isSuperTypeOf(c)) {
            return "workload";
        }
        if (PartitaPackage.Literals.PIPELINE_DEF.isSuperTypeOf(c)) {
            return "pipeline";
        }
        if (PartitaPackage.Literals.EXPERIMENT.isSuperTypeOf(c)) {
            return "experiment";
        }
        if (PartitaPackage.Literals.CLUSTER.isSuperTypeOf(c)) {
            return "cluster";
        }
        return c.getName();
    }
}
