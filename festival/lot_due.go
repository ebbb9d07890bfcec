package festival
