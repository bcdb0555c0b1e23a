package org.partita.dsl.ide.rename;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.xtext.ide.refactoring.IRenameStrategy2;
import org.eclipse.xtext.ide.refactoring.RenameChange;
import org.eclipse.xtext.ide.refactoring.RenameContext;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;
import org.partita.dsl.ide.references.ClaimNames;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Expect;
import org.partita.dsl.partita.PipelineDef;

import com.google.inject.Inject;

/**
 * Renaming that also renames a pipeline where claims name it. An {@code expect} names its pipelines as plain words
 * ({@code expect FSL below FF on response}), not as cross-references, because a claim may compare a pipeline with a
 * bound instead; Xtext's default strategy therefore renamed the declaration and the {@code pipeline P} references
 * but left the claims on the old name. Here every claim of every experiment of the folder whose pipelines include the
 * renamed one ({@link Models#pipelines}: its own, referenced or inherited) follows too, as part of the same edit.
 * Both the language server and the workbench editor rename through {@code IRenameService2}, which calls this.
 */
public class PartitaRenameStrategy extends IRenameStrategy2.DefaultImpl {

    @Inject
    private ResourceDescriptionsProvider index;

    @Override
    public void applyRename(RenameContext context) {
        for (RenameChange change : context.getChanges()) {
            EObject target = context.getResourceSet().getEObject(change.getTargetURI(), true);
            if (target instanceof PipelineDef pipeline && pipeline.getName() != null) {
                renameClaims(context, pipeline, pipeline.getName(), change.getNewName());
            }
        }
        super.applyRename(context);
    }

    private void renameClaims(RenameContext context, PipelineDef pipeline, String oldName, String newName) {
        for (Resource r : folder(context.getResourceSet(), pipeline.eResource())) {
            for (Expect claim : ClaimNames.claimsNaming(r, pipeline, oldName)) {
                context.getChangeSerializer().addModification(claim, c -> {
                    if (oldName.equals(c.getSubject())) {
                        c.setSubject(newName);
                    }
                    if (oldName.equals(c.getOther())) {
                        c.setOther(newName);
                    }
                });
            }
        }
    }

    /**
     * The experiment files indexed with the renamed element's (the language server's project, the workbench's
     * project), loaded into the rename's resource set; only the element's own when there is no index.
     */
    private List<Resource> folder(ResourceSet set, Resource own) {
        IResourceDescriptions descriptions = index.getResourceDescriptions(set);
        List<Resource> out = new java.util.ArrayList<>();
        out.add(own);
        for (IResourceDescription d : descriptions.getAllResourceDescriptions()) {
            URI uri = d.getURI();
            if (!uri.equals(own.getURI()) && "partita".equals(uri.fileExtension())) {
                out.add(set.getResource(uri, true));
            }
        }
        return out;
    }
}
