window.FOODSTORY_SEARCH_INDEX = {"entries":6,"keys":["20","an","bi","br","ch","co","de","do","ha","id","kh","la","lu","ma","ra","sa","tw","um","wi"]};
