package org.partita.dsl.ide.references;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.lsp4j.Location;
import org.eclipse.xtext.findReferences.IReferenceFinder;
import org.eclipse.xtext.findReferences.ReferenceAcceptor;
import org.eclipse.xtext.ide.server.DocumentExtensions;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolService;
import org.eclipse.xtext.ide.util.CancelIndicatorProgressMonitor;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.partita.dsl.partita.PipelineDef;

import com.google.inject.Inject;

/**
 * The language server's references ({@code textDocument/references}) that count a pipeline's names in claims
 * ({@link ClaimNames}) among its references, in every experiment file of the workspace; from a claim's word naming
 * a pipeline, the pipeline's references and its declaration (as definition) are found as from its name.
 */
public class PartitaDocumentSymbolService extends DocumentSymbolService {

    @Inject
    private EObjectAtOffsetHelper offsets;

    @Inject
    private IReferenceFinder finder;

    @Inject
    private IResourceServiceProvider.Registry languages;

    @Inject
    private DocumentExtensions locations;

    @Override
    public List<? extends Location> getDefinitions(XtextResource resource, int offset,
            IReferenceFinder.IResourceAccess access, CancelIndicator cancel) {
        PipelineDef claimed = ClaimNames.pipelineAt(resource, offset);
        return claimed == null ? super.getDefinitions(resource, offset, access, cancel)
                : List.of(locations.newLocation(claimed));
    }

    @Override
    public List<? extends Location> getReferences(XtextResource resource, int offset,
            IReferenceFinder.IResourceAccess access, IResourceDescriptions index, CancelIndicator cancel) {
        PipelineDef claimed = ClaimNames.pipelineAt(resource, offset);
        EObject element = claimed != null ? claimed : offsets.resolveElementAt(resource, offset);
        if (!(element instanceof PipelineDef pipeline)) {
            return super.getReferences(resource, offset, access, index, cancel);
        }
        Set<Location> out = new LinkedHashSet<>(claimed == null
                ? super.getReferences(resource, offset, access, index, cancel) : references(pipeline, access, index, cancel));
        URI target = EcoreUtil.getURI(pipeline);
        for (IResourceDescription d : index.getAllResourceDescriptions()) {
            URI uri = d.getURI();
            if ("partita".equals(uri.fileExtension())) {
                access.readOnly(uri, set -> {
                    Resource r = set.getResource(uri, true);
                    if (set.getEObject(target, true) instanceof PipelineDef p) {
                        ClaimNames.regions(r, p).forEach(region -> out.add(locations.newLocation(r, region)));
                    }
                    return null;
                });
            }
        }
        return new ArrayList<>(out);
    }

    /** The cross-references to {@code pipeline} in the workspace, as the default finds them from its name. */
    private List<Location> references(PipelineDef pipeline, IReferenceFinder.IResourceAccess access,
            IResourceDescriptions index, CancelIndicator cancel) {
        List<Location> out = new ArrayList<>();
        finder.findAllReferences(collectTargetURIs(pipeline), access, index, new ReferenceAcceptor(languages,
                ref -> doRead(access, ref.getSourceEObjectUri(), source -> out.add(
                        locations.newLocation(source, ref.getEReference(), ref.getIndexInList())))),
                new CancelIndicatorProgressMonitor(cancel));
        return out;
    }
}
