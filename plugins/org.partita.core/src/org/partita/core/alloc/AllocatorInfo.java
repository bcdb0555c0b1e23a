package org.partita.core.alloc;

import java.util.List;

/**
 * What {@link MeshAllocators#infos()} tells about one strategy name.
 *
 * @param name        the name used in experiment files and on the command line
 * @param description one line
 * @param paper       where the strategy comes from (paper and section)
 * @param parameters  accepted parameters, each as {@code key=default: meaning}
 */
public record AllocatorInfo(String name, String description, String paper, List<String> parameters) {

    public AllocatorInfo {
        parameters = List.copyOf(parameters);
    }
}
